import { createHash, timingSafeEqual } from 'node:crypto';

/** The algorithms PayU names in OpenPayu-Signature, mapped to node:crypto hash names. */
const algorithms = { MD5: 'md5', 'SHA-256': 'sha256', SHA256: 'sha256' } as const;
export type SignatureAlgorithm = keyof typeof algorithms;

export interface SignatureHeader {
  signature: string;
  algorithm: SignatureAlgorithm;
}

function isAlgorithm(value: string): value is SignatureAlgorithm {
  return Object.hasOwn(algorithms, value);
}

/**
 * Reads `sender=checkout;signature=...;algorithm=MD5;content=DOCUMENT`. Null when the header is missing,
 * has no signature or names an algorithm we do not support.
 */
export function parseSignatureHeader(header: string | string[] | undefined): SignatureHeader | null {
  if (typeof header !== 'string') return null;
  const fields = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const signature = fields.get('signature')?.toLowerCase();
  const algorithm = (fields.get('algorithm') ?? 'MD5').toUpperCase();
  if (!signature || !/^[0-9a-f]+$/.test(signature) || !isAlgorithm(algorithm)) return null;
  return { signature, algorithm };
}

/** hash(raw body bytes + second key), lowercase hex, as PayU computes it. */
export function signBody(rawBody: Buffer | string, secondKey: string, algorithm: SignatureAlgorithm): string {
  return createHash(algorithms[algorithm])
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .update(Buffer.from(secondKey, 'utf8'))
    .digest('hex');
}

/** The header PayU sends with a notification (our sandbox sends the same). */
export function signatureHeader(
  rawBody: Buffer | string,
  secondKey: string,
  algorithm: SignatureAlgorithm = 'MD5',
) {
  return `sender=checkout;signature=${signBody(rawBody, secondKey, algorithm)};algorithm=${algorithm};content=DOCUMENT`;
}

/** Constant-time comparison of the expected and the received signature. */
export function signatureMatches(rawBody: Buffer, secondKey: string, header: SignatureHeader): boolean {
  const expected = Buffer.from(signBody(rawBody, secondKey, header.algorithm), 'utf8');
  const received = Buffer.from(header.signature, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
