/**
 * A request that got no answer: fetch rejects with a TypeError when offline or when the request is cut off
 * (the page is being left), and with an AbortError when it was aborted.
 */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
}
