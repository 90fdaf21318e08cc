import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYER_MAP_FILE, LAYER_ROOMS, layerMap } from './layerMap';

describe('the map of the layers', () => {
  it(`is ${LAYER_MAP_FILE} as generated from the lint's table (npm run layers:map writes it)`, () => {
    expect(readFileSync(LAYER_MAP_FILE, 'utf8')).toBe(layerMap());
  });

  it.each(Object.entries(LAYER_ROOMS).filter(([, rooms]) => rooms.length > 0))(
    'names every folder of %s as one of its rooms, and each room it names is there',
    (layer, rooms) => {
      const folders = readdirSync(layer, { withFileTypes: true }).filter((entry) => entry.isDirectory());
      expect(folders.map((folder) => folder.name).sort()).toEqual([...rooms].sort());
    },
  );
});
