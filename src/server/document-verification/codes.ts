import { randomBytes } from 'node:crypto';
import { verificationCodeAlphabet, verificationCodeLength } from '#domain/document-verification.ts';

/** The largest multiple of the alphabet's size a byte can hold: bytes at or above it are drawn again. */
const unbiasedLimit = 256 - (256 % verificationCodeAlphabet.length);

/**
 * A new verification code: crypto-random characters of the code alphabet, each equally likely (a byte is
 * used only below a multiple of the alphabet's size, so the modulo favours no character).
 */
export function newVerificationCode(): string {
  let code = '';
  while (code.length < verificationCodeLength) {
    for (const byte of randomBytes(verificationCodeLength * 2)) {
      if (byte >= unbiasedLimit) continue;
      code += verificationCodeAlphabet[byte % verificationCodeAlphabet.length];
      if (code.length === verificationCodeLength) break;
    }
  }
  return code;
}
