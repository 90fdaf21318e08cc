import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS, buildSchemaArtifacts } from './buildSchemaArtifacts';

const artifacts = buildSchemaArtifacts();
const jsonSchemas = ['funnel.schema.json', 'flow.schema.json'] as const;

/** Every `properties` entry in a JSON Schema, with its pointer. */
function* properties(node: unknown, pointer = ''): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* properties(item, `${pointer}/${i}`);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object')
      for (const [name, schema] of Object.entries(value as Record<string, Record<string, unknown>>))
        yield [`${pointer}/properties/${name}`, schema];
    yield* properties(value, `${pointer}/${key}`);
  }
}

describe('schema artifacts', () => {
  it.each(Object.keys(artifacts))(
    '%s is committed as generated from the zod sources (run `npm run schemas`)',
    (name) => {
      expect(readFileSync(new URL(name, import.meta.url), 'utf8')).toBe(artifacts[name]);
    },
  );

  it.each(jsonSchemas)('%s passes the draft 2020-12 meta-schema and has an $id', (name) => {
    const schema = JSON.parse(artifacts[name] as string);
    const ajv = new Ajv2020(AJV_OPTIONS);
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(/^https:\/\/.+\.schema\.json$/);
  });

  it.each(jsonSchemas)('%s describes every property, for editors', (name) => {
    const undescribed = [...properties(JSON.parse(artifacts[name] as string))]
      .filter(([, schema]) => typeof schema.description !== 'string' || schema.description.length === 0)
      .map(([pointer]) => pointer);
    expect(undescribed).toEqual([]);
  });

  it('compiles to code that builds no functions at run time (a strict CSP holds)', () => {
    const code = artifacts['compiled/validators.mjs'] as string;
    expect(code).not.toMatch(/\bnew Function\b|\beval\(/);
    expect(code).not.toMatch(/\brequire\(/);
  });
});
