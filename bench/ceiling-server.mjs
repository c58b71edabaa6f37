// The framework's ceiling: bare Fastify answering GET /ceiling with a fixed JSON body (read from the file
// CEILING_BODY_FILE), in its own process like the app, so both are measured the same way.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = process.env.CEILING_BODY_FILE ? fs.readFileSync(process.env.CEILING_BODY_FILE, 'utf8') : '{}';
const app = Fastify({ logger: false });
app.get('/ceiling', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
