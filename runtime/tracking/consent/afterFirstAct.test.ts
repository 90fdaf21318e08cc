// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterFirstAct } from './afterFirstAct';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('afterFirstAct', () => {
  it.each(['click', 'keyup', 'scroll'])('runs once, after the first %s has been handled', async (type) => {
    let runs = 0;
    afterFirstAct(() => runs++);
    await tick();
    expect(runs).toBe(0);
    window.dispatchEvent(new Event(type));
    expect(runs).toBe(0); // not inside the visitor's own event
    await tick();
    expect(runs).toBe(1);
    for (const again of ['click', 'keyup', 'scroll']) window.dispatchEvent(new Event(again));
    await tick();
    expect(runs).toBe(1);
  });
});
