'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { say } from '@/schemas/words';
import { READING_CONTROL_WORDS } from './readingWords';

/** What the wheel draws: each body's ecliptic longitude (and whether it moves backwards), and the house cusps. */
export type WheelChart = {
  bodies: readonly { id: string; longitude: number; retrograde?: boolean }[];
  houses?: readonly number[];
};

/** The wheel's side, in CSS pixels (it scales down with the screen). */
export const WHEEL_SIZE = 320;
/** Without a birth time and place there are no houses: the wheel's twelve sectors are then the signs themselves. */
const SIGN_BOUNDARIES = Array.from({ length: 12 }, (_, i) => i * 30);

/** astrochart's name of a body: its id capitalized (sun: Sun). */
const astrochartName = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

/**
 * The visitor's natal chart as a wheel (SVG, drawn by astrochart, loaded with the step that shows it): the signs,
 * the planets where they stood, and the houses when the birth time and place are known. Its caption says which.
 */
export function NatalWheel({ chart, locale }: { chart: WheelChart; locale: string }) {
  const id = `natal-wheel-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let live = true;
    void import('@astrodraw/astrochart').then(({ Chart }) => {
      if (!live || box.current === null) return;
      box.current.replaceChildren();
      const planets = Object.fromEntries(
        chart.bodies.map((b) => [astrochartName(b.id), [b.longitude, b.retrograde ? -1 : 1]]),
      );
      new Chart(id, WHEEL_SIZE, WHEEL_SIZE).radix({
        planets,
        cusps: [...(chart.houses ?? SIGN_BOUNDARIES)],
      });
      box.current.querySelector('svg')?.setAttribute('role', 'img');
      box.current.querySelector('svg')?.setAttribute('aria-label', say(READING_CONTROL_WORDS, 'wheelLabel', locale));
      setDrawn(true);
    });
    return () => {
      live = false;
    };
  }, [chart, id, locale]);
  return (
    <figure className="natal-wheel" data-drawn={drawn}>
      <div id={id} ref={box} />
      <figcaption className="note">
        {say(READING_CONTROL_WORDS, chart.houses ? 'wheelWithHouses' : 'wheelWithoutHouses', locale)}
      </figcaption>
    </figure>
  );
}
