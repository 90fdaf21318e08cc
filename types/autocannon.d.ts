/** The part of autocannon's API the benchmark uses (bench/loadTest.ts, bench/measureLoad.ts); the package ships no types. */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second across every connection. */
    overallRate?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: (Request & {
      setupRequest?: (request: Request) => Request;
      onResponse?: (status: number, body: string) => void;
    })[];
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
