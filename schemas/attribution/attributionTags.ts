import type { AttributionParameter } from '@/schemas/enums/attributionParameters';

/**
 * The attribution tags of a visit (docs/entities.md#attribution-tags): the captured query parameters
 * (docs/limits.md#attribution-parameters) and their values, one JSON
 * object kept in a first-party cookie (attributionCookie). A parameter that was not in the query is absent; one
 * given without a value is "".
 */
export type AttributionTags = Partial<Record<AttributionParameter, string>>;
