/**
 * Runs at most `max` tasks at once; the others wait their turn in order of arrival (still async: a waiting task
 * holds no thread, only its closure).
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
