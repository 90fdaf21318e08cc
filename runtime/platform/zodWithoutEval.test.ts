import { expect, test } from 'vitest';
import './zodWithoutEval';
import { z } from 'zod';

test('zod reads the jitless flag set before its schemas are made, and parses without compiling', () => {
  expect(z.config().jitless).toBe(true);
  const calls: string[] = [];
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    apply: (target, self, args) => {
      calls.push('Function');
      return Reflect.apply(target, self, args);
    },
    construct: (target, args) => {
      calls.push('new Function');
      return Reflect.construct(target, args);
    },
  });
  try {
    expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
  } finally {
    globalThis.Function = original;
  }
  expect(calls).toEqual([]);
});
