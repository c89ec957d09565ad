export declare function waitForAnswer(
  url: string,
  options: { timeoutMs: number; intervalMs?: number; gone?: () => boolean },
): Promise<void>;
