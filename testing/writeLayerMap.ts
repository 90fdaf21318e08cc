import { writeFileSync } from 'node:fs';
import { LAYER_MAP_FILE, layerMap } from './layerMap';

/** `npm run layers:map`: writes the map of the layers from the lint's table. */
writeFileSync(LAYER_MAP_FILE, layerMap());
console.log(`${LAYER_MAP_FILE} written`);
