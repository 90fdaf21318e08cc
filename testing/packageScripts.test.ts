import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '@/runtime/platform/isLoopbackHost';

const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

/** The value a command line gives an option last (the one `next` uses), if any. */
function lastOption(command: string, names: readonly string[]): string | undefined {
  const words = command.split(/\s+/);
  const at = words.findLastIndex((word) => names.includes(word));
  return at === -1 ? undefined : words[at + 1];
}

describe('package scripts', () => {
  it('serves `npm run dev`, which trusts the sandboxes’ published keys, to this machine only', () => {
    const dev = scripts.dev ?? '';
    expect(dev).toMatch(/\bnext dev\b/);
    const host = lastOption(dev, ['--hostname', '-H']);
    expect(host !== undefined && isLoopbackHost(host)).toBe(true);
  });
});
