/**
 * The value `make` promises, made on the first call and shared by the later ones; made again on the next call after
 * a failure. For the heavy libraries (PDF, images, spreadsheets, mail, Redis, PostgreSQL) that most processes never
 * use: imported at start they held some 30 MB of a fresh server's 175 MB (bench/README.md, "the server's memory").
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
