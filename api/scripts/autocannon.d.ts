// The part of autocannon (no types published with it) that scripts/load.ts and bench/run.ts use.
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number; total: number };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: Histogram;
    latency: Histogram;
  };
  export type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: unknown[];
    initialContext?: Record<string, unknown>;
  };
  type Instance = {
    on(event: 'response', fn: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
    on(event: string, fn: (...args: unknown[]) => void): void;
    stop(): void;
  };
  function autocannon(opts: Options): Promise<Result> & Instance;
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
