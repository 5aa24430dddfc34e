// The baseline: a bare Fastify route answering a fixed JSON body, nothing else.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{"code":200,"msg":"ok"}');
const app = Fastify();
app.get('/bare', async () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready on ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
