import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { funnelStepAt } from './funnelStepAt';

const palmistry = fixtureDefinition('palmistry');
const notActive = { ...palmistry, funnel: { ...palmistry.funnel, status: 'not_active' as const } };

describe('funnelStepAt', () => {
  it.each([
    ['the root', palmistry, undefined, palmistry.flow.firstStep],
    ['a step path', palmistry, 'gender', 'gender'],
    ['a nested step path', palmistry, 'questions/relationship', 'relationship'],
    ['a path no step has', palmistry, 'questions', undefined],
    ['a step id that is not its path', palmistry, 'relationship', undefined],
    ['the root of a funnel not active', notActive, undefined, undefined],
    ['a step of a funnel not active', notActive, 'gender', undefined],
  ])('names the step of %s', (_, definition, path, stepId) => {
    expect(funnelStepAt(definition, path)?.id).toBe(stepId);
  });
});
