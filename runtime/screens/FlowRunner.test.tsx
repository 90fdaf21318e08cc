// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flowSessionKey } from '@/runtime/flow/flowSession';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
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
