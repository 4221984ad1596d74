import pg from 'pg';

/**
 * On PostgreSQL, test files work in schemas named t_<pid>_<random>. A run that was
 * killed leaves its schemas behind; drop those whose process is gone.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DIALECT !== 'postgres') return;
  const url = process.env.DATABASE_URL?.startsWith('postgres')
    ? process.env.DATABASE_URL
    : 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname ~ '^t_[0-9]+_[0-9a-f]+$'",
    );
    for (const { nspname } of rows) {
      const pid = Number(nspname.split('_')[1]);
      if (isAlive(pid)) continue;
      await client.query(`drop schema "${nspname}" cascade`);
    }
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
