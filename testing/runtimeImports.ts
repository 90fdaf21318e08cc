import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** `import … from '…'`, `export … from '…'` and `import('…')`, but not `import type` nor `export type`. */
const IMPORTS =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file a relative import names, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  const found = ['', ...EXTENSIONS].map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile());
  if (found === undefined) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/**
 * The packages a module reaches at run time, however many of the project's modules away, each with the chain of
 * imports that reaches it first: type-only imports load nothing and are not followed.
 */
export function packagesReached(entry: string, root = process.cwd()): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(IMPORTS)) {
      const specifier = (match[1] ?? match[2]) as string;
      const chain = chains.get(file) ?? [];
      const local = resolveImport(join(root, file), specifier);
      if (local === undefined) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        if (name !== undefined && !reached.has(name)) reached.set(name, chain);
        continue;
      }
      const path = relative(root, local);
      if (chains.has(path)) continue;
      chains.set(path, [...chain, path]);
      queue.push(path);
    }
  }
  return reached;
}
