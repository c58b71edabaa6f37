import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** HTTP/1.1 answers one after the other on one connection (every answer carries Content-Length). */
export function parseAnswers(data: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < data.length) {
    const headEnd = data.indexOf('\r\n\r\n', at);
    if (headEnd < 0) throw new Error(`incomplete answer: ${data.subarray(at).toString('utf8')}`);
    const [statusLine = '', ...headerLines] = data.subarray(at, headEnd).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    answers.push({ status, headers, body: data.subarray(bodyStart, bodyStart + length).toString('utf8') });
    at = bodyStart + length;
  }
  return answers;
}

/**
 * A raw connection, for what an HTTP client library will not do: a request sent in parts, and requests
 * pipelined behind it. `answers` resolves with every answer once the server closes the connection (or `end`
 * is called and the server has answered).
 */
export function rawConnection(port: number, host = '127.0.0.1') {
  const socket = net.connect(port, host);
  const chunks: Buffer[] = [];
  const answers = new Promise<RawAnswer[]>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseAnswers(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    connected,
    answers,
    write: (text: string | Buffer) => socket.write(text),
    end: () => socket.end(),
    destroy: () => socket.destroy(),
  };
}

/** The text of one HTTP/1.1 request; the body (when any) is JSON, returned apart so it can be sent in parts. */
export function rawRequest(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): { head: string; body: Buffer } {
  const payload = Buffer.from(body === undefined ? '' : JSON.stringify(body));
  const all: Record<string, string> = {
    host: '127.0.0.1',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(body === undefined ? {} : { 'content-length': String(payload.length) }),
    ...headers,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return { head: `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, body: payload };
}
