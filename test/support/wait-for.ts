/**
 * Polls `check` every 10 ms until it returns something other than undefined or
 * false, and resolves with that; fails at the deadline, with the last error
 * `check` threw, if any. Booleans work as they read: `waitFor('x', () => ready)`.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${lastError === undefined ? '' : `: ${String(lastError)}`}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
