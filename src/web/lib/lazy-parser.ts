/** Anything with zod's parse: the response schemas of src/domain. */
interface Parser<T> {
  parse(value: unknown): T;
}

/**
 * Checks API answers against a schema that is fetched with the first answer it checks, so the schemas (and
 * zod with them) stay out of the JavaScript the first page loads. The schema loads while the request runs.
 * A schema that cannot be fetched (offline) fails like the request would: with a TypeError.
 */
export function lazyParser<T>(load: () => Promise<Parser<T>>) {
  let schema: Promise<Parser<T>> | undefined;
  return async (answer: Promise<unknown>): Promise<T> => {
    schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    const [value, parser] = await Promise.all([answer, schema]);
    return parser.parse(value);
  };
}
