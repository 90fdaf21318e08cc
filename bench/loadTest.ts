import autocannon from 'autocannon';

export type LoadTestOptions = Parameters<typeof autocannon>[0];

export type LoadFigures = { rps: number; p50Ms: number; p99Ms: number; requests: number; ok: number; errors: number };

/** Load on one URL for a fixed time (autocannon): requests per second (mean), latency p50 and p99, failures. */
export async function loadTest(options: LoadTestOptions): Promise<LoadFigures> {
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    ok: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
