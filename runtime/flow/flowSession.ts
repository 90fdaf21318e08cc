/** What a visitor's journey through one version of a flow keeps across reloads (session storage). */
export type FlowSession = {
  /** The steps from the first to the current one. */
  path: string[];
  /** The furthest way the visitor went, so browser forward can return along it. */
  trail: string[];
  answers: Record<string, unknown>;
};

/** One key per funnel and flow version: a visitor mid-funnel stays on the version they started. */
export function flowSessionKey(slug: string, flowId: string, version: number): string {
  return `funnel.session:${slug}:${flowId}@${version}`;
}

export function readFlowSession(storage: Pick<Storage, 'getItem'>, key: string): FlowSession | undefined {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<FlowSession> | null;
    if (!value || !Array.isArray(value.path) || !Array.isArray(value.trail) || typeof value.answers !== 'object')
      return undefined;
    return { path: value.path.map(String), trail: value.trail.map(String), answers: value.answers ?? {} };
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
