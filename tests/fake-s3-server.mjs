// A local S3-compatible server for the tests (fauxqs from npm, docs/decisions/0033), run by
// tests/fake-s3.ts in a process of its own: the objects it keeps in memory never count against
// the memory of the test that streams them. Loopback only, on a free port that it prints.
import { buildApp } from 'fauxqs';

const app = buildApp({ logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
// It ends with the test process that started it: its standard input closes then.
process.stdin.on('end', () => app.close().finally(() => process.exit(0)));
process.stdin.resume();
