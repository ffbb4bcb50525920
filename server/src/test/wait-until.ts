/**
 * The limit of a wait for a state in the integration tests. It only ends a hang: the state is what the test asserts,
 * never how soon it came (beside two busy loops, a hand-over that takes a second alone took several).
 */
export const HANG_LIMIT_MS = 60_000;

/**
 * Reads `read` every `everyMs` until it answers something other than undefined or false, and answers that. Fails
 * naming `what` after HANG_LIMIT_MS, measured on the monotonic clock (a test may stop Date).
 */
export async function waitUntil<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  everyMs = 20,
): Promise<T> {
  const deadline = performance.now() + HANG_LIMIT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) {
      return value;
    }
    if (performance.now() > deadline) {
      throw new Error(`timed out after ${HANG_LIMIT_MS} ms waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
