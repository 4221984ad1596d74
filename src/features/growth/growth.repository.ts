import type { Db } from '~/server/db/database';

export async function upsertEmailCapture(
  db: Db,
  values: { email: string; source: string; country: string; at: Date },
): Promise<void> {
  await db
    .insertInto('email_captures')
    .values({
      email: values.email,
      source: values.source,
      country: values.country,
      created_at: values.at,
      updated_at: values.at,
    })
    .onConflict((oc) =>
      oc.columns(['email', 'source']).doUpdateSet({ country: values.country, updated_at: values.at }),
    )
    .execute();
}
