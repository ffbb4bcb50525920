/**
 * The limit of a wait for a state in the integration tests. It only ends a hang: the state is what the test asserts,
 * never how soon it came (beside two busy loops, a hand-over that takes a second alone took several).
 */
export const HANG_LIMIT_MS = 60_000;

/**
 * Reads `read` every 20 ms until it answers something other than undefined or false, and answers that. Fails naming
 * `what` after `limitMs` (HANG_LIMIT_MS, plus what the awaited state needs by its nature, such as a crash game's
 * flight), measured on the monotonic clock (a test may stop Date).
 */
export async function waitUntil<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  limitMs = HANG_LIMIT_MS,
): Promise<T> {
  const deadline = performance.now() + limitMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) {
      return value;
    }
    if (performance.now() > deadline) {
      throw new Error(`timed out after ${limitMs} ms waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
