import type { ConsentGroup } from '@/schemas/enums/consentGroups';

/**
 * The consent group measurement waits for. The product documents name none; product analytics, scroll depth, web vitals, the heatmap
 * and the report's following of a visit measure how the site performs and is used, which is what the performance
 * group (C0002) covers.
 */
export const PERFORMANCE_CONSENT_GROUP: ConsentGroup = 'C0002';
