import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { funnelPageAt } from './funnelPageAt';

const palmistry = fixtureDefinition('palmistry');

describe('the step and language of a funnel page (palmistry speaks en, es)', () => {
  it.each([
    ['the root, no language named: the first', undefined, undefined, { step: palmistry.flow.firstStep, locale: 'en' }],
    ['a step in Spanish', 'gender', 'es', { step: 'gender', locale: 'es' }],
    ['its first language named', 'gender', 'en', { step: 'gender', locale: 'en' }],
    ['a language it lacks', 'gender', 'fr', undefined],
    ['a language by another case', 'gender', 'ES', undefined],
    ['a path no step has', 'questions', 'es', undefined],
  ])('%s', (_, path, named, expected) => {
    const page = funnelPageAt(palmistry, path, named);
    expect(page && { step: page.step.id, locale: page.locale }).toEqual(expected);
  });
});
