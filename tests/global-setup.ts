import pg from 'pg';

/**
 * On PostgreSQL, test files work in schemas named t_<pid>_<created, epoch s>_<random>. A
 * run that was killed leaves its schemas behind; drop those whose process is gone and
 * that are over an hour old, so a run starting beside another can never drop a schema
 * the other is using (whatever the pid check says).
 */
const ABANDONED_AFTER_S = 60 * 60;
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DIALECT !== 'postgres') return;
  const url = process.env.DATABASE_URL?.startsWith('postgres')
    ? process.env.DATABASE_URL
    : 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname ~ '^t_[0-9]+_[0-9]+_[0-9a-f]+$'",
    );
    const now = Math.floor(Date.now() / 1000);
    for (const { nspname } of rows) {
      const [, pid, created] = nspname.split('_').map(Number);
      if (isAlive(pid!) || now - created! < ABANDONED_AFTER_S) continue;
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
