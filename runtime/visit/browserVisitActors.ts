import { fromCallback, fromPromise } from 'xstate';
import { stepAtPath } from '@/runtime/address/stepAtPath';
import { stepUrl } from '@/runtime/address/stepUrl';
import type { FlowEvent, KeepEvent, VisitActors } from '@/runtime/flow/buildFlowMachine';
import {
  type FlowSession,
  flowSessionKey,
  readFlowSession,
  type VisitVersions,
  visitCurrencyKey,
  visitKey,
} from '@/runtime/flow/flowSession';
import type { Currency } from '@/schemas/enums/currencies';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';

/**
 * The visit's actors in the browser (VisitActors), for a visit to a funnel at `funnelPath`:
 * - the keeper keeps each change of the visit in session storage (where a reload finds it, for the tab's life, at the
 *   versions it started on), and shows its step in the address: a new history entry when the visitor went on, the
 *   entry replaced on a restore. At once, not after the paint: a save put off is overtaken by back and forward and by
 *   a reload's resume, and pushes a stale address over the forward history. Browser back and forward come back to the
 *   flow as RESTORE along the way the visitor went (a history entry of a way no longer taken leaves them where they
 *   are);
 * - the currency decider decides once per tab the currency the visit pays in, from the visitor's country (its code and
 *   the gateway call load after the first paint, with it), keeping it apart from the visit so it stays the same from
 *   the plan screen to the last upsell, across reloads and flow versions; a funnel selling in one currency needs none.
 */
export function browserVisitActors(funnel: Funnel, flow: Flow, funnelPath: string): Required<VisitActors> {
  const key = flowSessionKey(funnel.slug, flow.id, flow.version);
  const versions: VisitVersions = { funnelVersion: funnel.version, flowId: flow.id, flowVersion: flow.version };
  return {
    keepVisit: fromCallback<KeepEvent>(({ sendBack, receive }) => {
      // What it kept last: read again when it starts anew (an actor restored from its snapshot) before any change.
      let kept: FlowSession | undefined = readFlowSession(window.sessionStorage, key);
      receive(({ visit, stepId, address }) => {
        kept = { ...visit };
        window.sessionStorage.setItem(key, JSON.stringify(kept));
        window.sessionStorage.setItem(visitKey(funnel.slug), JSON.stringify(versions));
        const url = stepUrl(funnelPath, flow, stepId);
        // The query (campaign tags, the draft's funnel) stays with the visit.
        if (address === 'stay' || window.location.pathname === url) return;
        if (address === 'push') window.history.pushState(null, '', url + window.location.search);
        else window.history.replaceState(null, '', url + window.location.search);
      });
      const onPop = () => {
        if (kept === undefined) return;
        const target = stepAtPath(window.location.pathname, funnelPath, flow)?.id ?? flow.firstStep;
        const at = kept.trail.indexOf(target);
        if (at === -1) {
          const here = kept.path.at(-1) ?? flow.firstStep;
          window.history.replaceState(null, '', stepUrl(funnelPath, flow, here) + window.location.search);
          return;
        }
        const back: FlowEvent = { type: 'RESTORE', ...kept, path: kept.trail.slice(0, at + 1) };
        sendBack(back);
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    }),
    decideCurrency: fromPromise<Currency | undefined>(async () => {
      const currencyKey = visitCurrencyKey(funnel.slug);
      const kept = funnel.currencies?.find((c) => c === window.sessionStorage.getItem(currencyKey));
      if (kept !== undefined || (funnel.currencies?.length ?? 0) < 2) return kept;
      const { browserVisitorCurrency } = await import('@/runtime/checkout/browserVisitorCurrency');
      const currency = await browserVisitorCurrency(funnel);
      window.sessionStorage.setItem(currencyKey, currency);
      return currency;
    }),
  };
}
