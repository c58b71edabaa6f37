// The framework's ceiling: bare Fastify answering GET /ceiling with fixed bytes (read from the file
// CEILING_BODY_FILE) and the headers in CEILING_HEADERS (JSON: content-type, content-encoding), in its own
// process like the app, so both are measured the same way. A compressed app answer is served compressed here.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = process.env.CEILING_BODY_FILE
  ? fs.readFileSync(process.env.CEILING_BODY_FILE)
  : Buffer.from('{}');
const headers = JSON.parse(process.env.CEILING_HEADERS ?? '{"content-type":"application/json"}');
const app = Fastify({ logger: false });
app.get('/ceiling', async (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
