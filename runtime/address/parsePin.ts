import type { VisitVersions } from '@/runtime/flow/flowSession';
import { PATTERNS } from '@/schemas/patterns';
import { versionSchema } from '@/schemas/storedInteger';

/** A flow id has no dots (PATTERNS.id), so the three parts of `<funnel version>.<flow id>.<flow version>` split cleanly. */
const PIN_VALUE = /^(?<funnelVersion>\d+)\.(?<flowId>[^.]+)\.(?<flowVersion>\d+)$/;
const FLOW_ID = new RegExp(PATTERNS.id.pattern);

/**
 * The versions a pin names (pinCookie.format), as a request carries it; nothing for anything else (a made-up or
 * truncated value, a version the database could not hold).
 */
export function parsePin(value: string | undefined): VisitVersions | undefined {
  const parts = PIN_VALUE.exec(value ?? '')?.groups;
  const funnelVersion = versionSchema.safeParse(Number(parts?.funnelVersion));
  const flowVersion = versionSchema.safeParse(Number(parts?.flowVersion));
  const flowId = parts?.flowId ?? '';
  if (!funnelVersion.success || !flowVersion.success || !FLOW_ID.test(flowId)) return undefined;
  return { funnelVersion: funnelVersion.data, flowId, flowVersion: flowVersion.data };
}
