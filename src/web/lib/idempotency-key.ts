import { useRef } from 'react';

/**
 * A random UUID (version 4). crypto.randomUUID exists only on secure pages (HTTPS, localhost); the app may also
 * be opened over plain HTTP on a local network, where getRandomValues still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKey {
  /** The key of this form instance: the same for every retry until renew(). */
  current: () => string;
  /** After a successful create: the next submit of the same form on screen creates something new. */
  renew: () => void;
}

/**
 * The Idempotency-Key of one form instance (see the OpenAPI description): made when the form appears, kept across its retries (a
 * double-click, a retry after a network failure, a resubmit after a 422 that the server does not remember), and
 * renewed after a successful create. A create mutation hook holds one, so each form that calls it has its own.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const key = useRef<string | null>(null);
  const handle = useRef<IdempotencyKey | null>(null);
  handle.current ??= {
    current: () => {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    renew: () => {
      key.current = null;
    },
  };
  return handle.current;
}
