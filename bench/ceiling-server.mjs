// The framework's ceiling: bare Fastify answering every GET and POST with bytes the app sent, in its own process
// like the app, so both are measured the same way. CEILING_ANSWERS_FILE is JSON
// [{ authorization, headers, body (base64) }]: the app's status, headers (content-type, content-encoding, etag,
// cache-control, vary, the security headers...) and body as they came off the wire. With several answers the
// request's Authorization header picks one (the same bytes per captain the app sent); with one, every request
// gets it.
import fs from 'node:fs';
import Fastify from 'fastify';

const answers = JSON.parse(fs.readFileSync(process.env.CEILING_ANSWERS_FILE ?? '', 'utf8')).map((answer) => ({
  ...answer,
  body: Buffer.from(answer.body, 'base64'),
}));
const byAuthorization = new Map(answers.map((answer) => [answer.authorization, answer]));
const pick =
  answers.length === 1
    ? () => answers[0]
    : (request) => byAuthorization.get(request.headers.authorization) ?? answers[0];

const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
// Bodies are read (a POST's upload costs the ceiling what it costs the app's socket) and not parsed.
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
const handler = async (request, reply) => {
  const answer = pick(request);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
};
app.get('/*', handler);
app.post('/*', handler);
app.put('/*', handler);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
