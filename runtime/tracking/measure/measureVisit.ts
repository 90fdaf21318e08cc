import type { HappeningLog } from '@/runtime/flow/happeningLog';
import type { VisitHappening } from '@/runtime/flow/visitHappenings';
import type { CountedMoment, SentMoment } from '@/schemas/enums/measuredMoments';

/** What the visitor has said about measurement (performance consent, C0002): yes, no, or nothing yet. */
export type MeasurementConsent = 'given' | 'refused' | 'undecided';

/** A moment of the visit as the report counts it: the step, what happened there, and when. */
export type MeasuredStepMoment = { stepId: string; moment: SentMoment; at: number };

/**
 * How the visit is measured in this page (docs/decisions/0031): waiting for the visitor's answer (its moments held in
 * memory), followed (with its visit id), counted (anonymously), or not at all (the visitor objected).
 */
export type Measurement = 'pending' | 'followed' | 'counted' | 'refused';

export type MeasureWorld = {
  /** Calls back with the visitor's answer once the consent library has loaded, and at every change. */
  whenConsent(listener: (consent: MeasurementConsent) => void): () => void;
  /** Calls back when the page is hidden or left: what is held without consent goes then, counted. */
  whenHidden(listener: () => void): () => void;
  /** Sends moments of the followed visit, with its id (kept and retried until sent). */
  sendFollowed(moments: MeasuredStepMoment[]): void;
  /** Sends moments to be counted: no id, no time. */
  sendCounted(moments: { stepId: string; moment: CountedMoment }[]): void;
  /** Sends at once what waits to be sent of the followed visit (the page is hidden: it may not come back). */
  flush(): void;
  /** Whether moments may be counted without consent at all (NEXT_PUBLIC_COUNT_WITHOUT_CONSENT). */
  countsWithoutConsent: boolean;
  now(): number;
};

/** The moment of the report a happening is; none for those the report reads elsewhere (leads and orders). */
function measuredMoment(happening: VisitHappening): SentMoment | undefined {
  switch (happening.type) {
    case 'visitStarted':
      return 'start';
    case 'stepShown':
      return 'shown';
    case 'stepAnswered':
      return 'answered';
    case 'stepSkipped':
      return 'skipped';
    default:
      return undefined;
  }
}

/**
 * Measures a visit for the marketer's report (docs/decisions/0031), from what the flow says happened. Each moment
 * once per page (a reload restores the visit without saying anything, so it repeats none). Until the visitor answers
 * the consent question the moments wait in memory; consent given, they go with the visit's id, from the first, and so
 * does every later one (followed); refused, they are dropped, and nothing more is measured; the page hidden or left
 * with no answer, they go to be counted (nothing that tells the visitor apart, nothing written on the device), and so
 * does every later one in the page (counted), sent each time the page is hidden; consent given after that is counted
 * (`consented`, at the step shown last), as the visit stays counted. Returns the stop.
 */
export function measureVisit(happenings: HappeningLog, world: MeasureWorld): () => void {
  let measurement: Measurement = 'pending';
  const seen = new Set<string>();
  let waiting: MeasuredStepMoment[] = [];
  // The visit's start, once it went followed: every later request repeats it, so whichever of the page's requests
  // reaches the gateway first (a retried one, or one sent beside another as the page goes) makes the visit followed.
  let followedStart: MeasuredStepMoment | undefined;

  const sendFollowed = (moments: MeasuredStepMoment[]) => {
    followedStart ??= moments.find((m) => m.moment === 'start');
    world.sendFollowed(followedStart && !moments.includes(followedStart) ? [followedStart, ...moments] : moments);
  };

  const countWaiting = () => {
    if (waiting.length === 0) return;
    // Counted once each: a step shown again (the visitor went back) is one moment to count.
    const once = new Map(waiting.map(({ stepId, moment }) => [`${stepId}:${moment}`, { stepId, moment }]));
    world.sendCounted([...once.values()]);
    waiting = [];
  };
  // The step shown last: a step shown again after another (the visitor went back) is where the visit is now, and
  // where it left if it goes no further, so a followed visit says it again (the gateway counts it once).
  let lastShown: string | undefined;
  const follow = (happening: VisitHappening) => {
    const moment = measuredMoment(happening);
    if (moment === undefined || measurement === 'refused') return;
    const key = `${happening.stepId}:${moment}`;
    const shownAgain = moment === 'shown' && seen.has(key) && happening.stepId !== lastShown;
    if (moment === 'shown') lastShown = happening.stepId;
    if (seen.has(key) && !(shownAgain && measurement !== 'counted')) return;
    seen.add(key);
    const measured = { stepId: happening.stepId, moment, at: world.now() };
    if (measurement === 'followed') sendFollowed([measured]);
    else waiting.push(measured);
  };
  const stopConsent = world.whenConsent((consent) => {
    if (consent === 'refused') {
      measurement = 'refused';
      waiting = [];
    } else if (consent === 'given' && measurement !== 'followed') {
      // A visit counted so far stays counted in its moments sent; what it does now goes with its id, and the gateway,
      // which saw no start of it with consent, counts those too (recordVisitMoments). That it consented is counted
      // too, where it was: the report says how many counted visits were never followed for it.
      if (measurement === 'counted') {
        countWaiting();
        if (lastShown !== undefined) world.sendCounted([{ stepId: lastShown, moment: 'consented' }]);
      }
      measurement = 'followed';
      if (waiting.length > 0) sendFollowed(waiting);
      waiting = [];
    }
  });
  const stopHidden = world.whenHidden(() => {
    // What happened just before (the step shown as the visitor left) is heard first, then everything goes.
    happenings.flush();
    if (measurement === 'pending' && world.countsWithoutConsent) measurement = 'counted';
    if (measurement === 'counted') countWaiting();
    world.flush();
  });
  const stopFollowing = happenings.follow(follow, { replay: true });
  return () => {
    stopFollowing();
    stopConsent();
    stopHidden();
  };
}
