// The part of autocannon (no types published with it) that scripts/load.ts uses.
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
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: unknown[];
    initialContext?: Record<string, unknown>;
  };
  function autocannon(opts: Options): Promise<Result> & { on(event: string, fn: (...args: unknown[]) => void): void };
  export default autocannon;
}
