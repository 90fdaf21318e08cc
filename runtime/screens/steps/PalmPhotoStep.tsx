'use client';

import { useEffect, useId, useState } from 'react';
import { localize } from '../localize';
import { uiText } from '../uiText';
import type { StepScreenProps } from './stepScreenProps';

/** SPEC §9: the palm photo frame, 248 by 330, and its scan animation of 3 seconds. */
export const PALM_FRAME = { width: 248, height: 330 } as const;
export const PALM_SCAN_SECONDS = 3;

/**
 * The palm photo: the phone's camera or a file, shown in the frame while a 3 s scan runs, then on.
 * The photo stays in the browser for now (the palm service receives it when it is configured).
 */
export function PalmPhotoStep({ step, locale, onAnswer, onNext }: StepScreenProps) {
  const id = useId();
  const [photo, setPhoto] = useState<string>();
  useEffect(() => {
    if (photo === undefined) return;
    const timer = setTimeout(() => {
      if (onAnswer(photo) === undefined) onNext();
    }, PALM_SCAN_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [photo, onAnswer, onNext]);
  return (
    <div className="palm">
      <div className="palm-frame" style={PALM_FRAME} data-scanning={photo !== undefined}>
        {photo && (
          // biome-ignore lint/performance/noImgElement: a local object URL, not an optimisable asset
          <img src={photo} alt="" width={PALM_FRAME.width} height={PALM_FRAME.height} />
        )}
      </div>
      <label htmlFor={id} className="cta">
        {localize(step.content.cta, locale)}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) setPhoto(URL.createObjectURL(file));
        }}
      />
      {step.answer?.optional && photo === undefined && (
        <button type="button" className="link" onClick={onNext}>
          {uiText('skip', locale)}
        </button>
      )}
    </div>
  );
}
