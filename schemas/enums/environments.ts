/** docs/entities.md#enumerations: deployment environments. Robots rules and defaults depend on it. */
export const ENVIRONMENTS = ['dev', 'stage', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
