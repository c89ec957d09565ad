/**
 * Waiting for a server to answer HTTP, for `pnpm dev` (scripts/dev.mjs): the app's URL is printed only once
 * the simulator behind Vite's proxy answers, so the first calls of an eager reload never meet ECONNREFUSED.
 */

/**
 * Resolves once a GET of `url` gets any HTTP answer (a status, whatever it is: the server listens); rejects
 * with a message naming the URL after `timeoutMs`, or at once when `gone()` says the server's process ended.
 */
export async function waitForAnswer(url, { timeoutMs, intervalMs = 200, gone = () => false }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Each probe is bounded too: a server that accepts but never answers must not hold the wait past its end.
    const probe = AbortSignal.timeout(Math.max(1, Math.min(2_000, deadline - Date.now())));
    const answered = await fetch(url, { signal: probe }).then(
      async (res) => {
        await res.body?.cancel();
        return true;
      },
      () => false,
    );
    if (answered) return;
    if (gone()) throw new Error(`the server of ${url} exited before it answered`);
    if (Date.now() >= deadline)
      throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(intervalMs, Math.max(0, deadline - Date.now()))),
    );
  }
}
