import { CONSENT_GROUP_IDS } from '@/schemas/enums/consentGroups';
import { type ConsentGroups, NECESSARY_ONLY } from './consentState';

/**
 * The consent platform's `OnetrustActiveGroups` (the ids of the given groups between commas, `,C0001,C0004,`) as
 * consent groups. Unknown ids are ignored; strictly necessary is always given; nothing readable gives nothing more.
 */
export function activeGroupsOf(active: unknown): ConsentGroups {
  const groups = { ...NECESSARY_ONLY };
  if (typeof active !== 'string') return groups;
  const given = active.split(',').map((id) => id.trim());
  for (const group of CONSENT_GROUP_IDS) if (given.includes(group)) groups[group] = true;
  return groups;
}
