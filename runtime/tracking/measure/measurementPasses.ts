import type { MeasurementPassAnswer, MeasurementPassRequest } from '@/schemas/gateway/measurementPassRequest';

/**
 * How long before its expiry a pass is asked for again: a batch sent with a pass about to expire would be refused on
 * arrival.
 */
export const PASS_RENEW_MARGIN_MS = 60_000;

/** The passes of a page (docs/decisions/0041), each asked for once and kept in memory while it is good. */
export type MeasurementPasses = {
  /** The pass for a request, asked for when none good is held (one request at a time for each). */
  get(request: MeasurementPassRequest): Promise<string>;
  /** The pass held now, if good: a send that must start in this task (the page leaving) uses it without waiting. */
  held(request: MeasurementPassRequest): string | undefined;
  /** Forgets a pass the gateway refused (`pass_invalid`): the next send asks for a new one. */
  forget(request: MeasurementPassRequest): void;
};

const keyOf = (request: MeasurementPassRequest) =>
  `${request.purpose}\n${request.funnel}\n${'subject' in request ? request.subject : ''}`;

/**
 * The page's passes, asked of the gateway with `ask`; nothing is written on the device (a reload asks again). A failed
 * ask is not kept: the next send asks again.
 */
export function createMeasurementPasses(
  ask: (request: MeasurementPassRequest) => Promise<MeasurementPassAnswer>,
  now: () => number = Date.now,
): MeasurementPasses {
  const kept = new Map<string, Promise<MeasurementPassAnswer>>();
  const good = new Map<string, MeasurementPassAnswer>();
  const isGood = (answer: MeasurementPassAnswer | undefined) =>
    answer !== undefined && answer.expiresAt - PASS_RENEW_MARGIN_MS > now();
  return {
    held(request) {
      const answer = good.get(keyOf(request));
      return isGood(answer) ? answer?.pass : undefined;
    },
    async get(request) {
      const key = keyOf(request);
      const known = good.get(key);
      if (known !== undefined && isGood(known)) return known.pass;
      let asking = kept.get(key);
      if (asking === undefined) {
        asking = ask(request).then(
          (answer) => {
            good.set(key, answer);
            kept.delete(key);
            return answer;
          },
          (error: unknown) => {
            kept.delete(key);
            throw error;
          },
        );
        kept.set(key, asking);
      }
      return (await asking).pass;
    },
    forget(request) {
      good.delete(keyOf(request));
    },
  };
}

/**
 * Asks the gateway at `passesUrl` for a pass (POST /visits/passes) with nothing that tells the visitor apart: no
 * cookie (`credentials: 'omit'`), no header of ours; a counts pass names no one at all.
 */
export function askGatewayForPass(passesUrl: string, fetcher: typeof fetch = fetch) {
  return async (request: MeasurementPassRequest): Promise<MeasurementPassAnswer> => {
    const response = await fetcher(passesUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'omit',
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (
      !response.ok ||
      typeof answer !== 'object' ||
      answer === null ||
      !('pass' in answer) ||
      typeof answer.pass !== 'string' ||
      !('expiresAt' in answer) ||
      typeof answer.expiresAt !== 'number'
    )
      throw new Error(`No measurement pass (HTTP ${response.status})`);
    return { pass: answer.pass, expiresAt: answer.expiresAt };
  };
}

let pagePasses: MeasurementPasses | undefined;

/** The passes of this page, shared by its measurement and its experiment's exposure. */
export function measurementPassesOf(passesUrl: string): MeasurementPasses {
  pagePasses ??= createMeasurementPasses(askGatewayForPass(passesUrl));
  return pagePasses;
}
