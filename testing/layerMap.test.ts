import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYER_MAP_FILE, layerMap } from './layerMap';

describe('the map of the layers', () => {
  it(`is ${LAYER_MAP_FILE} as generated from the lint's table (npm run layers:map writes it)`, () => {
    expect(readFileSync(LAYER_MAP_FILE, 'utf8')).toBe(layerMap());
  });
});
