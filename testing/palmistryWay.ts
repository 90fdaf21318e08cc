/** The palmistry fixture flow's steps from its first to its plan's payment, one after another, as tests walk it. */
export const PALMISTRY_WAY = [
  'prelanding',
  'gender',
  'relationship',
  'dominant-hand',
  'palm-photo',
  'birth-date',
  'loading',
  'email',
  'trial-choice',
  'trial-payment',
] as const;

/** The palmistry way from its first step to `stepId`, both included. */
export function palmistryWayTo(stepId: (typeof PALMISTRY_WAY)[number]): string[] {
  return PALMISTRY_WAY.slice(0, PALMISTRY_WAY.indexOf(stepId) + 1);
}
