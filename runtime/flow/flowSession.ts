import { isRecord } from '@/schemas/isRecord';
/** What a visitor's journey through one version of a flow keeps across reloads (session storage). */
export type FlowSession = {
  /** The steps from the first to the current one. */
  path: string[];
  /** The furthest way the visitor went, so browser forward can return along it. */
  trail: string[];
  answers: Record<string, unknown>;
  /** The order paid on the last payment step passed. */
  paidOrderId?: string;
  /**
   * What steps passed ended with, by step id (a payment's order, an upsell taken, a cancel's token and result); read
   * back per step kind by schemas/stepOutcomes.ts.
   */
  outcomes: Record<string, unknown>;
};

/** One key per funnel and flow version: a visitor mid-funnel stays on the version they started. */
export function flowSessionKey(slug: string, flowId: string, version: number): string {
  return `funnel.session:${slug}:${flowId}@${version}`;
}

export function readFlowSession(storage: Pick<Storage, 'getItem'>, key: string): FlowSession | undefined {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<FlowSession> | null;
    if (!value || !Array.isArray(value.path) || !Array.isArray(value.trail) || !isRecord(value.answers))
      return undefined;
    return {
      path: value.path.map(String),
      trail: value.trail.map(String),
      answers: value.answers ?? {},
      paidOrderId: typeof value.paidOrderId === 'string' ? value.paidOrderId : undefined,
      outcomes: isRecord(value.outcomes) ? value.outcomes : {},
    };
  } catch {
    return undefined;
  }
}

/**
 * Where a visitor who opens a step's URL should be: on that step if they have reached it (their path
 * up to it), otherwise on the furthest step they may see (a deep link never skips questions).
 */
export function resumeAt(session: FlowSession | undefined, firstStep: string, urlStep: string): string[] {
  const trail = session?.trail ?? [firstStep];
  const at = trail.indexOf(urlStep);
  if (at !== -1) return trail.slice(0, at + 1);
  return session?.path ?? [firstStep];
}

/** The trail after a move: kept when the visitor retraces it, cut when they take another way. */
export function nextTrail(trail: readonly string[], path: readonly string[]): string[] {
  const retraces = path.every((id, i) => trail[i] === id);
  return retraces && trail.length > path.length ? [...trail] : [...path];
}

/**
 * Where the currency decided for a visit to a funnel is kept (browserVisitorCurrency), for the tab's life: decided
 * once, it stays from the plan screen to the last upsell, across reloads and flow versions.
 */
export function visitCurrencyKey(slug: string): string {
  return `funnel.currency:${slug}`;
}

/** The versions a visitor started a funnel on: they stay on them, across publishes, for the tab's life. */
export type VisitVersions = { funnelVersion: number; flowId: string; flowVersion: number };

export function visitKey(slug: string): string {
  return `funnel.visit:${slug}`;
}

export function readVisitVersions(storage: Pick<Storage, 'getItem'>, slug: string): VisitVersions | undefined {
  try {
    const value = JSON.parse(storage.getItem(visitKey(slug)) ?? 'null') as Partial<VisitVersions> | null;
    if (
      !value ||
      !Number.isInteger(value.funnelVersion) ||
      typeof value.flowId !== 'string' ||
      !Number.isInteger(value.flowVersion)
    )
      return undefined;
    return { funnelVersion: Number(value.funnelVersion), flowId: value.flowId, flowVersion: Number(value.flowVersion) };
  } catch {
    return undefined;
  }
}

function adoptKey(slug: string): string {
  return `funnel.adopt:${slug}`;
}

/**
 * Development only: the tab follows an edited definition. The visit moves to the newest version on the
 * next load, taking its way and answers along (steps the new version lacks are dropped by the machine).
 */
export function adoptNewestVersion(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, slug: string): void {
  const visit = readVisitVersions(storage, slug);
  if (visit) storage.setItem(adoptKey(slug), flowSessionKey(slug, visit.flowId, visit.flowVersion));
  storage.removeItem(visitKey(slug));
}

/** The visit of the version left by adoptNewestVersion, once. */
export function adoptedSession(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  slug: string,
): FlowSession | undefined {
  const from = storage.getItem(adoptKey(slug));
  if (from === null) return undefined;
  storage.removeItem(adoptKey(slug));
  return readFlowSession(storage, from);
}
