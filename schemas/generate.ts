import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchemaArtifacts } from './buildSchemaArtifacts';

const here = dirname(fileURLToPath(import.meta.url));
for (const [name, content] of Object.entries(buildSchemaArtifacts())) {
  const file = join(here, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote schemas/${name}`);
}
