import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signatureHeader, signatureMatches, signBody } from './signature.ts';

const body = '{"order":{"orderId":"LDLW5N7MF4140324GUEST000P01","extOrderId":"ord-1","status":"COMPLETED"}}';
const secondKey = 'b6ca15b0d1020e8094d9b5f8d163db54';

describe('OpenPayu-Signature', () => {
  it('matches the known MD5 vector', () => {
    expect(signBody(body, secondKey, 'MD5')).toBe('05037d6de3381de600fc59df9c8a8392');
    const header = parseSignatureHeader(
      'sender=checkout;signature=05037d6de3381de600fc59df9c8a8392;algorithm=MD5;content=DOCUMENT',
    );
    expect(header).toEqual({ signature: '05037d6de3381de600fc59df9c8a8392', algorithm: 'MD5' });
    expect(signatureMatches(Buffer.from(body), secondKey, header!)).toBe(true);
  });

  it('hashes the raw bytes: one changed byte, another key or another algorithm fails', () => {
    const header = parseSignatureHeader(signatureHeader(body, secondKey))!;
    expect(signatureMatches(Buffer.from(body.replace('ord-1', 'ord-2')), secondKey, header)).toBe(false);
    expect(signatureMatches(Buffer.from(`${body} `), secondKey, header)).toBe(false);
    expect(signatureMatches(Buffer.from(body), 'another-key', header)).toBe(false);
    expect(signatureMatches(Buffer.from(body), secondKey, { ...header, algorithm: 'SHA-256' })).toBe(false);
  });

  it('supports SHA-256', () => {
    const header = parseSignatureHeader(signatureHeader(body, secondKey, 'SHA-256'))!;
    expect(header.algorithm).toBe('SHA-256');
    expect(header.signature).toHaveLength(64);
    expect(signatureMatches(Buffer.from(body), secondKey, header)).toBe(true);
  });

  it('reads the fields in any order and case, MD5 when no algorithm is named', () => {
    expect(
      parseSignatureHeader('content=DOCUMENT; Algorithm=md5 ;signature=ABCDEF01;sender=checkout'),
    ).toEqual({
      signature: 'abcdef01',
      algorithm: 'MD5',
    });
    expect(parseSignatureHeader('signature=abcdef01')).toEqual({ signature: 'abcdef01', algorithm: 'MD5' });
  });

  it('refuses a missing header, a missing or non-hex signature and unknown algorithms', () => {
    expect(parseSignatureHeader(undefined)).toBeNull();
    expect(parseSignatureHeader(['a', 'b'])).toBeNull();
    expect(parseSignatureHeader('')).toBeNull();
    expect(parseSignatureHeader('sender=checkout;algorithm=MD5')).toBeNull();
    expect(parseSignatureHeader('signature=xyz;algorithm=MD5')).toBeNull();
    expect(parseSignatureHeader('signature=abcdef;algorithm=SHA-1')).toBeNull();
  });

  it('does not throw on a signature of the wrong length', () => {
    expect(signatureMatches(Buffer.from(body), secondKey, { signature: 'abcd', algorithm: 'MD5' })).toBe(
      false,
    );
  });
});
