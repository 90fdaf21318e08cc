import { STEP_KINDS } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';

/**
 * Valid answers a visitor could give to a step, one per distinct choice (so every branch can be
 * taken) and one representative value for free input. For tests and tools that walk flows.
 */
export function sampleAnswers(step: Step, today: Date): unknown[] {
  const rule = STEP_KINDS[step.kind];
  if (!('answer' in rule)) return [];
  const options = (step.content.options ?? []).map((o) => o.value);
  switch (rule.answer) {
    case 'choice':
    case 'gender':
      return options;
    case 'choices':
      return options.map((o) => [o]);
    case 'plan':
      return step.content.plans ?? [];
    case 'email':
      return ['  luna@example.com '];
    case 'name':
      return ['Luna'];
    case 'phone':
      return ['+1 415 555 0100'];
    case 'code':
      return ['123456'];
    case 'birthPlace':
      return [
        {
          name: 'Lisbon',
          country: 'PT',
          countryName: 'Portugal',
          latitude: 38.71667,
          longitude: -9.13333,
          timeZone: 'Europe/Lisbon',
        },
      ];
    case 'photoReading':
      return ['photo-reading-1'];
    case 'billing':
      return [{ name: ' Luna Vega ', country: 'US', postalCode: '94110' }];
    case 'birthDate':
      return [
        {
          year: today.getFullYear() - 30,
          month: 6,
          day: 14,
          ...(step.content.askTime ? { time: { hour: 7, minute: 30, timeOfDay: 1 } } : {}),
        },
      ];
  }
}
