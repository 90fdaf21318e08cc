/** The part of autocannon's API the benchmark uses (bench/loadTest.ts); the package ships no types. */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second across every connection. */
    overallRate?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
