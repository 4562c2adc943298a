// The API benchmark's yardstick: a bare Fastify route answering a JSON body of the same size as
// getAllSubscriptions, with no database, validation or plugins. usage: node bare-route.mjs PORT BODY_FILE
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const Fastify = require('fastify');
const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', (_req, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
