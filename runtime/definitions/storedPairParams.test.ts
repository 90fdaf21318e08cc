import { describe, expect, it } from 'vitest';
import { STORED_INTEGER_MAX } from '@/schemas/storedInteger';
import { storedPairParamsSchema } from './storedPairParams';

const params = (version: string, flowVersion = '1') => ({ slug: 'palmistry', version, flowId: 'palm', flowVersion });

describe('the URL segments of a stored funnel and flow', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    [String(STORED_INTEGER_MAX), STORED_INTEGER_MAX],
  ])('read version %s as %i', (segment, version) => {
    expect(storedPairParamsSchema.parse(params(segment, segment))).toEqual({
      path: 'palmistry',
      version,
      flowId: 'palm',
      flowVersion: version,
    });
  });

  it.each(['0', '-1', '+1', '1.5', '1e3', ' 1', '', 'v1', String(STORED_INTEGER_MAX + 1)])(
    'refuse version %j, of the funnel or of the flow',
    (segment) => {
      expect(storedPairParamsSchema.safeParse(params(segment)).success).toBe(false);
      expect(storedPairParamsSchema.safeParse(params('1', segment)).success).toBe(false);
    },
  );

  it.each(['', 'Palmistry', 'palm\u0000istry', '<script>', 'a'.repeat(300).concat('-'), 'palm istry', '../x'])(
    'refuse %j as a funnel path or a flow id',
    (segment) => {
      expect(storedPairParamsSchema.safeParse({ ...params('1'), slug: segment }).success).toBe(false);
      expect(storedPairParamsSchema.safeParse({ ...params('1'), flowId: segment }).success).toBe(false);
    },
  );
});
