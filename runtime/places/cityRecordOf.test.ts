import { describe, expect, it } from 'vitest';
import { cityRecordOf, type DatasetCity } from './cityRecordOf';

const row = (adminCode: string): DatasetCity => ({
  cityId: 5128581,
  name: 'New York City',
  country: 'US',
  adminCode,
  population: 8_175_133,
  loc: { coordinates: [-74.00597, 40.71427] },
});

describe('cityRecordOf', () => {
  it('reads a dataset row: id, coordinates from [longitude, latitude], a region of letters', () => {
    expect(cityRecordOf(row('NY'))).toEqual({
      id: 'geonames:5128581',
      name: 'New York City',
      region: 'NY',
      country: 'US',
      latitude: 40.71427,
      longitude: -74.00597,
      population: 8_175_133,
    });
  });

  it.each(['27', '', 'ESYE12', 'L'])('gives no region for the code %j, which names nothing to a visitor', (code) => {
    expect(cityRecordOf(row(code))).not.toHaveProperty('region');
  });
});
