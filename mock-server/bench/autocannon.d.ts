// Minimal types for the parts of autocannon the benchmark uses (no @types/autocannon is installed).
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
  }
  export interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
