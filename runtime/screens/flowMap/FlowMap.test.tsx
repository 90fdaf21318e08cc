// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Flow } from '@/schemas/flowSchema';
import { FlowMap } from './FlowMap';

const palmistry = JSON.parse(readFileSync('fixtures/funnels/palmistry/flow.json', 'utf8')) as Flow;

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(element);
  return container;
}

describe('FlowMap', () => {
  it('captions the map with the number of steps', () => {
    const map = render(<FlowMap flow={palmistry} />);
    expect(map.querySelector('figure > figcaption')?.textContent).toBe(`Flow map: ${palmistry.steps.length} steps`);
  });

  it('draws a titled box per step, with its id, kind and path', () => {
    const map = render(<FlowMap flow={palmistry} />);
    const boxes = [...map.querySelectorAll('svg g[data-step]')];
    expect(boxes.map((b) => b.getAttribute('data-step'))).toEqual(palmistry.steps.map((s) => s.id));
    const relationship = map.querySelector('[data-step="relationship"]');
    expect(relationship?.textContent).toContain('singleChoice · /questions/relationship');
    expect(relationship?.querySelector('title')?.textContent).toBe(
      'relationship: singleChoice step at /questions/relationship. Goes to soulmate-wish (answers.relationship = "single"), dominant-hand (otherwise).',
    );
    expect(map.querySelector('[data-step="prelanding"] title')?.textContent).toContain('First step.');
    expect(map.querySelector('[data-step="upsells"] title')?.textContent).toContain('Last step.');
  });

  it('draws an arrow per transition and labels the branches, in order, then "otherwise"', () => {
    const map = render(<FlowMap flow={palmistry} />);
    const transitions = palmistry.steps.reduce((n, s) => n + (s.branches?.length ?? 0) + (s.next ? 1 : 0), 0);
    const arrows = map.querySelectorAll('path[data-from][data-to]');
    expect(arrows).toHaveLength(transitions);
    for (const arrow of arrows) expect(arrow.getAttribute('marker-end')).toMatch(/^url\(#flow-map-palmistry-arrow/);
    expect([...map.querySelectorAll('[data-edge-label] text')].map((t) => t.textContent)).toEqual([
      'answers.relationship = "single"',
      'otherwise',
    ]);
  });

  it('highlights exactly the previewed step and the arrows that leave it', () => {
    const map = render(<FlowMap flow={palmistry} currentStepId="relationship" />);
    const current = map.querySelectorAll('[data-current="true"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('data-step')).toBe('relationship');
    const marked = map.querySelectorAll('[aria-current="step"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toBe(current[0]);
    const gold = [...map.querySelectorAll('path[data-from]')].filter((p) =>
      p.getAttribute('marker-end')?.endsWith('-current)'),
    );
    expect(gold.map((p) => p.getAttribute('data-to'))).toEqual(['soulmate-wish', 'dominant-hand']);
  });

  it('highlights nothing when no step is previewed', () => {
    const map = render(<FlowMap flow={palmistry} />);
    expect(map.querySelectorAll('[data-current], [aria-current]')).toHaveLength(0);
  });

  it('links every box to its step when given the addresses, marking the current link', () => {
    const map = render(
      <FlowMap flow={palmistry} currentStepId="gender" stepHref={(id) => `/draft/${encodeURIComponent(id)}`} />,
    );
    const links = [...map.querySelectorAll('svg a[href]')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(palmistry.steps.map((s) => `/draft/${s.id}`));
    for (const link of links) expect(link.querySelectorAll('g[data-step]')).toHaveLength(1);
    const marked = map.querySelectorAll('[aria-current="step"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.getAttribute('href')).toBe('/draft/gender');
    // The links take the focus; the scroller itself need not.
    expect(map.querySelector('figure > div')?.hasAttribute('tabindex')).toBe(false);
  });

  it('has no links without addresses, and lets the keyboard scroll the map instead', () => {
    const map = render(<FlowMap flow={palmistry} />);
    expect(map.querySelectorAll('a')).toHaveLength(0);
    expect(map.querySelector('figure > div')?.getAttribute('tabindex')).toBe('0');
  });

  it('scales with its column within readable bounds', () => {
    const svg = render(<FlowMap flow={palmistry} />).querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('100%');
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
    expect(svg?.getAttribute('role')).toBeNull();
    expect(svg?.getAttribute('style')).toMatch(/min-width:\d+(\.\d+)?px;max-width:\d+(\.\d+)?px/);
  });

  it('styles with the CSS module class names', () => {
    const map = render(<FlowMap flow={palmistry} currentStepId="gender" />);
    const gender = map.querySelector('[data-step="gender"]');
    expect(gender?.getAttribute('class')?.split(' ').length).toBeGreaterThan(1);
    expect(map.querySelector('figure')?.getAttribute('class')).toBeTruthy();
  });
});
