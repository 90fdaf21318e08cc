import { describe, expect, it } from 'vitest';
import { experimentResults } from './experimentResults';
import { formatExperimentResults } from './formatExperimentResults';

describe('an experiment’s results as text', () => {
  it('tables each variant with its rates, intervals, difference and revenue, and charts the intervals', () => {
    const text = formatExperimentResults(
      experimentResults('paywall', [
        { variantId: 'a', exposed: 80, emails: 40, paid: 48, revenue: { USD: { sum: 4800, sumOfSquares: 480_000 } } },
        {
          variantId: 'b',
          exposed: 70,
          emails: 35,
          paid: 56,
          revenue: { USD: { sum: 11_200, sumOfSquares: 2_240_000 }, CLP: { sum: 8900, sumOfSquares: 79_210_000 } },
        },
      ]),
    );
    expect(text).toContain('Experiment paywall');
    expect(text).toMatch(
      /^a +80 +40 {2}50\.0% \[39\.3%, 60\.7%\] +- +48 {2}60\.0% \[49\.0%, 70\.0%\] +- +48\.00 USD +0\.60 USD \[0\.49, 0\.71\]$/m,
    );
    // b: the same email capture (+0.0%, an interval either side of 0), a paid conversion 20 points higher.
    expect(text).toMatch(
      /^b +70 +35 {2}50\.0% .* \+0\.0% \[-15\.\d%, 15\.\d%\] .* \+20\.0% \[5\.2%, 33\.4%\] +112\.00 USD, 8900 CLP +1\.60 USD \[1\.41, 1\.79\], 127 CLP \[-122, 376\]$/m,
    );
    // One line of the chart per variant, each with its interval and rate.
    expect(text.split('\n').filter((l) => /^[ab] +.*├─*●─*┤/.test(l))).toHaveLength(2);
  });
});
