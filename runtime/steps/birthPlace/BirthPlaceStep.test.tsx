// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import type { Place } from '@/schemas/places/placeSchema';
import type { Step } from '@/schemas/stepSchema';
import { BirthPlaceStep } from './BirthPlaceStep';

/** The search answers what each test says, keystroke by keystroke (the searches asked are recorded). */
const search = vi.hoisted(() => ({
  asked: [] as string[],
  answer: (_q: string): Promise<Place[]> => Promise.resolve([]),
}));
vi.mock('@/runtime/places/searchPlaces', async (original) => ({
  ...(await original<typeof import('@/runtime/places/searchPlaces')>()),
  searchPlaces: (q: string) => {
    search.asked.push(q);
    return search.answer(q);
  },
}));
vi.mock('@/runtime/places/placeDataAttribution', () => ({ placeDataAttribution: () => undefined }));

const LISBON: Place = {
  id: 'geonames:2267057',
  name: 'Lisbon',
  country: 'PT',
  countryName: 'Portugal',
  latitude: 38.71667,
  longitude: -9.13333,
  timeZone: 'Europe/Lisbon',
};
const LISBON_US: Place = {
  ...LISBON,
  id: 'geonames:4969398',
  region: 'ME',
  country: 'US',
  countryName: 'United States',
  latitude: 44.03,
  longitude: -70.1,
  timeZone: 'America/New_York',
};
const step = {
  id: 'birth-place',
  path: 'questions/birth-place',
  kind: 'birthPlace',
  content: { title: { en: 'Where were you born?' }, cta: { en: 'Continue' } },
  answer: { key: 'birthPlace' },
} as Step;

let root: Root;
let container: HTMLDivElement;
let kept: unknown[];
let next: number;
const render = (answer?: unknown) => {
  const props = {
    step,
    locale: 'en',
    answer,
    onAnswer: (value: unknown) => {
      kept.push(value);
      return undefined;
    },
    onNext: () => {
      next += 1;
    },
  } as unknown as StepScreenProps;
  act(() => root.render(<BirthPlaceStep {...props} />));
};
const field = () => container.querySelector('input[role=combobox]') as HTMLInputElement;
const type = async (text: string) => {
  for (let i = 1; i <= text.length; i += 1)
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(field(), text.slice(0, i));
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
};
const options = () => [...container.querySelectorAll('[role=option]')].map((o) => o.textContent);
const press = (key: string) =>
  act(() => {
    field().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  kept = [];
  next = 0;
  search.asked = [];
  search.answer = (q) => Promise.resolve(q.length >= 3 ? [LISBON, LISBON_US] : []);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the birth place step', () => {
  it('searches at every keystroke and keeps the place chosen with the keyboard, with its coordinates and zone', async () => {
    render();
    await type('Lis');
    expect(search.asked).toEqual(['L', 'Li', 'Lis']);
    expect(options()).toEqual(['Lisbon, Portugal', 'Lisbon, ME, United States']);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toMatch(/-1$/);
    press('Enter');
    expect(field().value).toBe('Lisbon, ME, United States');
    act(() => button('Continue').click());
    const { id: _, ...place } = LISBON_US;
    expect(kept).toEqual([place]);
    expect(next).toBe(1);
  });

  it('does not go on with a name typed but not chosen while places are found', async () => {
    render();
    await type('Lisbon');
    act(() => button('Continue').click());
    expect(kept).toEqual([]);
    expect(container.querySelector('[role=alert]')?.textContent).toBe('Choose your place of birth from the list.');
  });

  it('offers to go on with the name typed when nothing is found, keeping the name only', async () => {
    search.answer = () => Promise.resolve([]);
    render();
    await type('Aldeia da Luz');
    expect(container.textContent).toContain('No place of that name found');
    act(() => button('Go on with “Aldeia da Luz”').click());
    expect(kept).toEqual([{ name: 'Aldeia da Luz' }]);
    expect(next).toBe(1);
  });

  it('says the search is unavailable when it fails, and lets the visitor go on with the name typed', async () => {
    search.answer = () => Promise.reject(new Error('503'));
    render();
    await type('Lisbon');
    expect(container.textContent).toContain('Place search is not available right now');
    act(() => button('Go on with “Lisbon”').click());
    expect(kept).toEqual([{ name: 'Lisbon' }]);
  });

  it('asks once more after a search timed out (a server still building its index), and not after other failures', async () => {
    const { PlaceSearchError } = await import('@/runtime/places/searchPlaces');
    let calls = 0;
    search.answer = () => (++calls === 1 ? Promise.reject(new PlaceSearchError('timeout')) : Promise.resolve([LISBON]));
    render();
    await type('L');
    expect(search.asked).toEqual(['L', 'L']);
    expect(options()).toEqual(['Lisbon, Portugal']);

    calls = 0;
    search.asked = [];
    search.answer = () => Promise.reject(new PlaceSearchError('unavailable', { status: 503 }));
    await type('Li'); // the field holds "L" already: only "Li" is a keystroke
    expect(search.asked).toEqual(['Li']);
    expect(container.textContent).toContain('Place search is not available right now');
  });

  it('shows the place given before (after going back), and keeps it as it was', () => {
    const { id: _, ...place } = LISBON;
    render(place);
    expect(field().value).toBe('Lisbon, Portugal');
    act(() => button('Continue').click());
    expect(kept).toEqual([place]);
  });
});
