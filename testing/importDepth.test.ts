import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The project's lint rules (biome.json), in a scratch project where files are planted. */
const root = mkdtempSync(join(tmpdir(), 'imports-'));
const { linter } = JSON.parse(readFileSync('biome.json', 'utf8')) as { linter: unknown };
writeFileSync(join(root, 'biome.json'), JSON.stringify({ linter }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What `npm run lint` says of one planted file: the rules it breaks, by name. */
function brokenBy(path: string, text: string): string[] {
  mkdirSync(join(root, dirname(path)), { recursive: true });
  writeFileSync(join(root, path), text);
  const { stdout, stderr } = spawnSync(join(process.cwd(), 'node_modules/.bin/biome'), ['lint', path], {
    cwd: root,
    encoding: 'utf8',
  });
  rmSync(join(root, path));
  return [...new Set(`${stdout}${stderr}`.match(/lint\/\w+\/\w+/g) ?? [])];
}

describe('an import climbs at most one folder; farther modules are named from the root', () => {
  it.each([
    ['two folders up', "export { formatMoney } from '../../checkout/formatMoney';", ['lint/style/noRestrictedImports']],
    [
      'three folders up, loaded later',
      "export const load = () => import('../../../schemas/routes');",
      ['lint/style/noRestrictedImports'],
    ],
    ['one folder up', "export { stepsAhead } from '../stepsAhead';", []],
    ['by name from the root', "export { formatMoney } from '@/runtime/checkout/formatMoney';", []],
    ['beside it', "export { stepsAhead } from './stepsAhead';", []],
  ])('%s', (_case, line, rules) => {
    expect(brokenBy('runtime/flow/visit/planted.ts', `${line}\nexport const planted = 1;\n`)).toEqual(rules);
  });
});
