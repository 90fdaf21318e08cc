'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { localize } from '../../../schemas/localize';
import { say } from '../../../schemas/words';
import { CONTROL_WORDS } from './controlWords';
import type { StepScreenProps } from './stepScreenProps';

/** SPEC §9: the palm photo frame, 248 by 330 (its scan of 3 seconds is the flow's: PALM_SCAN_SECONDS). */
export const PALM_FRAME = { width: 248, height: 330 } as const;

type Camera = { state: 'off' } | { state: 'on'; stream: MediaStream } | { state: 'refused' };

/** A still of the video's current frame, as an object URL. */
async function snapshotOf(video: HTMLVideoElement): Promise<string | undefined> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg'));
  return blob ? URL.createObjectURL(blob) : undefined;
}

/**
 * The palm photo: the camera live in the frame (where the browser has one and the visitor allows
 * it) or a file (on phones the file picker offers the camera too). The photo is the step's answer; the flow
 * scans it a while, then goes on by itself. The photo stays in the browser for now (the palm service receives it
 * when it is configured).
 */
export function PalmPhotoStep({ step, locale, answer, scanning, onAnswer, onNext }: StepScreenProps) {
  const id = useId();
  const photo = scanning && typeof answer === 'string' ? answer : undefined;
  const [camera, setCamera] = useState<Camera>({ state: 'off' });
  const [cameraAvailable, setCameraAvailable] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => setCameraAvailable(navigator.mediaDevices?.getUserMedia !== undefined), []);
  useEffect(() => {
    if (camera.state !== 'on') return;
    if (video.current) video.current.srcObject = camera.stream;
    // Leaving the step or taking the photo turns the camera off.
    return () => {
      for (const track of camera.stream.getTracks()) track.stop();
    };
  }, [camera]);

  const startCamera = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      setCamera({ state: 'on', stream });
    } catch {
      setCamera({ state: 'refused' });
    }
  };
  const takePhoto = async () => {
    if (video.current === null) return;
    const still = await snapshotOf(video.current);
    if (still === undefined) return;
    setCamera({ state: 'off' });
    onAnswer(still);
  };

  return (
    <div className="palm">
      <div className="palm-frame" style={PALM_FRAME} data-scanning={photo !== undefined}>
        {camera.state === 'on' && (
          <video ref={video} autoPlay muted playsInline width={PALM_FRAME.width} height={PALM_FRAME.height} />
        )}
        {photo && (
          // biome-ignore lint/performance/noImgElement: a local object URL, not an optimisable asset
          <img src={photo} alt="" width={PALM_FRAME.width} height={PALM_FRAME.height} />
        )}
      </div>
      {camera.state === 'refused' && (
        <p role="alert" className="problem">
          {say(CONTROL_WORDS, 'cameraRefused', locale)}
        </p>
      )}
      {photo === undefined && camera.state === 'on' && (
        <button type="button" className="cta" onClick={takePhoto}>
          {say(CONTROL_WORDS, 'takePhoto', locale)}
        </button>
      )}
      {photo === undefined && camera.state !== 'on' && (
        <>
          {cameraAvailable && camera.state === 'off' && (
            <button type="button" className="cta" onClick={startCamera}>
              {say(CONTROL_WORDS, 'useCamera', locale)}
            </button>
          )}
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
              if (file) onAnswer(URL.createObjectURL(file));
            }}
          />
        </>
      )}
      {step.answer?.optional && photo === undefined && (
        <button type="button" className="link" onClick={onNext}>
          {say(CONTROL_WORDS, 'skip', locale)}
        </button>
      )}
    </div>
  );
}
