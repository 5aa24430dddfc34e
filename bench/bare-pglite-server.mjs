// The cold-start baseline: a bare Fastify route over PGlite opening the same data folder, nothing else.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

const started = performance.now();
const db = await PGlite.create({ dataDir: process.env.DATA_DIR });
const app = Fastify();
app.get('/bare', async () => (await db.query('select user_id, user_name, nick_name from sys_user order by user_id limit 10')).rows);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready on ${address} in ${Math.round(performance.now() - started)} ms`);
process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
