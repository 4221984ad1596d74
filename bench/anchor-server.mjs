// The API anchor of npm run bench: a bare Fastify 5 JSON route, from the same node_modules,
// in its own process, as fast as this machine answers JSON at all. PORT and HOST as the app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
