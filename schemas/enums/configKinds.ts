/** docs/entities.md#enumerations: kinds of configuration the builder serves. */
export const CONFIG_KINDS = ['FEATURE_FLAGS', 'FUNNELS'] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];
