// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import { flowSessionKey } from '../flow/flowSession';
import { FlowRunner } from './FlowRunner';

const fixture = (file: string) => JSON.parse(readFileSync(`fixtures/funnels/palmistry/${file}`, 'utf8'));
const funnel = fixture('funnel.json') as Funnel;
const flow = fixture('flow.json') as Flow;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  window.sessionStorage.clear();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const shownStep = () => container.querySelector('section[data-step]')?.getAttribute('data-step');

describe('the flow runtime arriving on a page', () => {
  it('resumes on the step the address names when back was pressed while its code loaded, and leaves the address', async () => {
    // The visitor had reached the relationship question and reloaded it; back was pressed before this code ran.
    const path = ['prelanding', 'gender', 'relationship'];
    window.sessionStorage.setItem(
      flowSessionKey(funnel.slug, flow.id, flow.version),
      JSON.stringify({ path, trail: path, answers: { gender: 'male' } }),
    );
    window.history.replaceState(null, '', '/palmistry/gender');
    const entries = window.history.length;
    await act(async () => {
      root.render(
        <FlowRunner funnel={funnel} flow={flow} funnelPath="palmistry" urlStepId="relationship" defaultLocale="en" />,
      );
    });
    expect(shownStep()).toBe('gender');
    expect(window.location.pathname).toBe('/palmistry/gender');
    expect(window.history.length).toBe(entries);
  });

  it('resumes on the page’s step when the address names it', async () => {
    const path = ['prelanding', 'gender', 'relationship'];
    window.sessionStorage.setItem(
      flowSessionKey(funnel.slug, flow.id, flow.version),
      JSON.stringify({ path, trail: path, answers: { gender: 'male' } }),
    );
    window.history.replaceState(null, '', '/palmistry/questions/relationship');
    await act(async () => {
      root.render(
        <FlowRunner funnel={funnel} flow={flow} funnelPath="palmistry" urlStepId="relationship" defaultLocale="en" />,
      );
    });
    expect(shownStep()).toBe('relationship');
    expect(window.location.pathname).toBe('/palmistry/questions/relationship');
  });
});

describe('the steps a tap may lead to', () => {
  const aheadSteps = () =>
    [...container.querySelectorAll('section[data-step-ahead]')].map((s) => s.getAttribute('data-step-ahead'));
  const drawAt = async (path: string[]) => {
    const stepId = path.at(-1) as string;
    window.sessionStorage.setItem(
      flowSessionKey(funnel.slug, flow.id, flow.version),
      JSON.stringify({ path, trail: path, answers: { gender: 'male' } }),
    );
    window.history.replaceState(null, '', `/palmistry/${flow.steps.find((s) => s.id === stepId)?.path}`);
    await act(async () => {
      root.render(
        <FlowRunner funnel={funnel} flow={flow} funnelPath="palmistry" urlStepId={stepId} defaultLocale="en" />,
      );
    });
  };

  it('are drawn ahead, hidden, beside the step shown, which alone is `section[data-step]`', async () => {
    await drawAt(['prelanding', 'gender', 'relationship']);
    expect(container.querySelectorAll('section[data-step]')).toHaveLength(1);
    expect(shownStep()).toBe('relationship');
    expect(aheadSteps()).toEqual(['soulmate-wish', 'dominant-hand']);
    for (const hidden of container.querySelectorAll('section[data-step-ahead]')) {
      expect((hidden.parentElement as HTMLElement).style.display).toBe('none');
    }
  });

  it('are shown as drawn when the visitor goes on: the same elements, not drawn anew', async () => {
    await drawAt(['prelanding']);
    const gender = container.querySelector('section[data-step-ahead="gender"]');
    if (gender === null) throw new Error('the gender step is not drawn ahead');
    await act(async () =>
      container.querySelector<HTMLButtonElement>('section[data-step="prelanding"] button')?.click(),
    );
    expect(shownStep()).toBe('gender');
    expect(container.querySelector('section[data-step]')).toBe(gender);
    expect((gender.parentElement as HTMLElement).style.display).not.toBe('none');
    expect(aheadSteps()).toEqual(['relationship']);
  });

  it('leave out the kinds that need more of the visit than their answer (a photo, a plan, a payment)', async () => {
    await drawAt(['prelanding', 'gender', 'relationship', 'dominant-hand']);
    expect(shownStep()).toBe('dominant-hand');
    expect(aheadSteps()).toEqual([]);
  });
});
