/** The compressed forms the server sends, best first. */
export type ContentEncoding = 'br' | 'gzip';
/** The answers to the last few Accept-Encoding headers: a browser sends the same one with every request. */
const answered = new Map<string, ContentEncoding | undefined>();

/** The best encoding the client accepts (RFC 9110 Accept-Encoding, q=0 refuses), brotli first. */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (typeof header !== 'string') return encodingFor(header);
  if (answered.has(header)) return answered.get(header);
  const encoding = encodingFor(header);
  if (answered.size >= 16) answered.clear();
  answered.set(header, encoding);
  return encoding;
}

function encodingFor(header: string | string[] | undefined): ContentEncoding | undefined {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name) (q && Number(q.slice(2)) === 0 ? refused : accepted).add(name);
  }
  const wildcard = accepted.has('*');
  for (const encoding of ['br', 'gzip'] as const) {
    if (accepted.has(encoding) || (wildcard && !refused.has(encoding))) return encoding;
  }
  return undefined;
}
