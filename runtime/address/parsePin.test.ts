import { describe, expect, it } from 'vitest';
import { STORED_INTEGER_MAX } from '@/schemas/storedInteger';
import { parsePin } from './parsePin';

const MAX = STORED_INTEGER_MAX;

describe('parsePin', () => {
  it.each([
    ['3.palmistry.2', { funnelVersion: 3, flowId: 'palmistry', flowVersion: 2 }],
    ['1.natal-chart.12', { funnelVersion: 1, flowId: 'natal-chart', flowVersion: 12 }],
    [`${MAX}.a.${MAX}`, { funnelVersion: MAX, flowId: 'a', flowVersion: MAX }],
    ['3.palmistry', undefined],
    ['3.palmistry.2.1', undefined],
    ['0.palmistry.2', undefined],
    [`3.palmistry.${MAX + 1}`, undefined],
    ['3.Palmistry.2', undefined],
    ['3.palm--istry.2', undefined],
    ['-3.palmistry.2', undefined],
    ['3.5.palmistry.2', undefined],
    ['x.palmistry.2', undefined],
    ['latest', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s names %o', (value, versions) => {
    expect(parsePin(value)).toEqual(versions);
  });
});
