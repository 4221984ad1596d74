import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

export type BenchDatabase = {
  dialect: Dialect;
  url: string;
  /** Shown in the report: the file or database name. */
  label: string;
  drop: () => Promise<void>;
  /** Synchronous best effort for process exit handlers (SQLite only; PostgreSQL needs I/O). */
  dropSync: () => void;
};

/** Admin connection used to create and drop the throw-away database. */
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function removeSqliteFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: the server migrates it and seeds the demo data. */
export async function createDatabase(dialect: Dialect, root: string): Promise<BenchDatabase> {
  if (dialect === 'sqlite') {
    const file = path.join(root, 'data', `bench-${process.pid}.db`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    removeSqliteFiles(file);
    const dropSync = () => removeSqliteFiles(file);
    return {
      dialect,
      url: `file:${file}`,
      label: path.relative(root, file),
      drop: async () => dropSync(),
      dropSync,
    };
  }
  const name = `bench_${process.pid}`;
  const url = new URL(PG_ADMIN_URL);
  // WITH (FORCE) (PostgreSQL 13+) also ends sessions a crashed server left behind.
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    label: `${url.host}/${name}`,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    dropSync: () => {},
  };
}
