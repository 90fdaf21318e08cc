'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { localize } from '../../../schemas/localize';
import {
  GENERIC_PALM_READING,
  type PalmReadingSource,
  type PalmTraits,
  palmReadingAnswer,
  palmReadingOfAnswer,
} from '../../../schemas/services/palmTraits';
import { SERVICE_PHOTO_TYPE } from '../../../schemas/services/serviceContract';
import { say } from '../../../schemas/words';
import { clientEnv } from '../../platform/env.client';
import { browserLogger } from '../../platform/logger/browserLogger';
import { CONTROL_WORDS } from './controlWords';
import { PALM_TRAIT_SENTENCES, PALM_WORDS } from './palmWords';
import type { StepScreenProps } from './stepScreenProps';

/** SPEC §9: the palm photo frame, 248 by 330 (its scan of 3 seconds is the flow's: PALM_SCAN_SECONDS). */
export const PALM_FRAME = { width: 248, height: 330 } as const;

/** The longest edge of the photo sent: enough to see the lines, a few hundred kilobytes as JPEG. */
export const SENT_PHOTO_MAX_EDGE = 1280;
/** The JPEG quality of the photo sent. */
const SENT_PHOTO_QUALITY = 0.85;

type Camera = { state: 'off' } | { state: 'on'; stream: MediaStream } | { state: 'refused' };

/** A still of the video's current frame, as a JPEG. */
async function snapshotOf(video: HTMLVideoElement): Promise<Blob | undefined> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return (await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, SERVICE_PHOTO_TYPE))) ?? undefined;
}

/**
 * The photo as the palm service takes it: a JPEG at most SENT_PHOTO_MAX_EDGE on its longest edge, drawn again so
 * that nothing but the pixels is sent (no camera metadata, no location). Undefined when it is not a picture.
 */
async function photoToSend(photo: Blob): Promise<Blob | undefined> {
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, SENT_PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, SERVICE_PHOTO_TYPE, SENT_PHOTO_QUALITY),
    );
    return jpeg ?? undefined;
  } catch {
    return undefined;
  }
}

/** The reading in words: a sentence per line and for the hand's shape, labelled by where it came from. */
function PalmReadingView({
  reading,
  source,
  locale,
}: {
  reading: PalmTraits;
  source: PalmReadingSource;
  locale: string;
}) {
  const { heart, head, life, fate } = reading.lines;
  const sentences = [
    PALM_TRAIT_SENTENCES.heart[heart],
    PALM_TRAIT_SENTENCES.head[head],
    PALM_TRAIT_SENTENCES.life[life],
    PALM_TRAIT_SENTENCES.fate[fate],
    ...(reading.handShape ? [PALM_TRAIT_SENTENCES.handShape[reading.handShape]] : []),
  ];
  return (
    <section className="palm-reading" aria-live="polite" data-source={source}>
      <h2>{say(PALM_WORDS, source === 'generic' ? 'generalReading' : 'yourReading', locale)}</h2>
      {source === 'sandbox' && <p className="note">{say(PALM_WORDS, 'sandboxReading', locale)}</p>}
      <ul>
        {sentences.map((text) => (
          <li key={text.en}>{localize(text, locale)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The palm photo: the camera live in the frame (where the browser has one and the visitor allows it) or a file (on
 * phones the file picker offers the camera too). With the visitor's consent (an unticked box), the photo is sent to
 * the palm service (runtime/services/readPalm, loaded only then) and its reading shown; without it, or when the
 * service is off or fails, a general reading, and no photo leaves the browser. The step's answer is the reading's
 * ids (palmReadingAnswer), never the photo: the photo lives only in this screen, its object URL revoked when the
 * step is left or another photo is taken. The flow scans the answer a while, then goes on by itself.
 */
export function PalmPhotoStep({ step, locale, answer, scanning, onAnswer, onNext }: StepScreenProps) {
  const id = useId();
  const serviceOn = clientEnv.NEXT_PUBLIC_PALM_API_URL !== undefined;
  const [consent, setConsent] = useState(false);
  const [shot, setShot] = useState<string>();
  const [reading, setReading] = useState(false);
  const [camera, setCamera] = useState<Camera>({ state: 'off' });
  const [cameraAvailable, setCameraAvailable] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const leaving = useRef<AbortController>(null);
  const given = palmReadingOfAnswer(answer);
  const photo = reading || scanning ? shot : undefined;

  useEffect(() => setCameraAvailable(navigator.mediaDevices?.getUserMedia !== undefined), []);
  useEffect(() => {
    if (camera.state !== 'on') return;
    if (video.current) video.current.srcObject = camera.stream;
    // Leaving the step or taking the photo turns the camera off.
    return () => {
      for (const track of camera.stream.getTracks()) track.stop();
    };
  }, [camera]);
  // The photo shown is let go of when another is taken or the step is left; a reading under way is abandoned.
  useEffect(() => () => (shot === undefined ? undefined : URL.revokeObjectURL(shot)), [shot]);
  useEffect(() => () => leaving.current?.abort(), []);

  const read = async (picture: Blob) => {
    setShot(URL.createObjectURL(picture));
    if (!(serviceOn && consent)) {
      onAnswer(palmReadingAnswer(GENERIC_PALM_READING, 'generic'));
      return;
    }
    leaving.current?.abort();
    const call = new AbortController();
    leaving.current = call;
    setReading(true);
    const sent = await photoToSend(picture);
    if (sent === undefined) browserLogger.warn('palm photo not sent: not a picture the browser can read');
    // readPalm never throws; only its code failing to load (offline) can, and then the general reading too.
    const result =
      sent === undefined
        ? undefined
        : await import('../../services/readPalm')
            .then(({ readPalm }) => readPalm(sent, { signal: call.signal }))
            .catch((error: Error) => void browserLogger.warn('palm reading not loaded', { message: error.message }));
    if (call.signal.aborted) return;
    setReading(false);
    if (result?.source === 'service') onAnswer(palmReadingAnswer(result.reading, result.sandbox ? 'sandbox' : 'read'));
    else onAnswer(palmReadingAnswer(result?.reading ?? GENERIC_PALM_READING, 'generic'));
  };

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
    void read(still);
  };

  const busy = photo !== undefined;
  return (
    <div className="palm">
      <div className="palm-frame" style={PALM_FRAME} data-scanning={busy}>
        {camera.state === 'on' && (
          <video ref={video} autoPlay muted playsInline width={PALM_FRAME.width} height={PALM_FRAME.height} />
        )}
        {photo && (
          // biome-ignore lint/performance/noImgElement: a local object URL, not an optimisable asset
          <img src={photo} alt="" width={PALM_FRAME.width} height={PALM_FRAME.height} />
        )}
      </div>
      {reading && (
        <p className="note" role="status">
          {say(PALM_WORDS, 'reading', locale)}
        </p>
      )}
      {given && !reading && <PalmReadingView reading={given.reading} source={given.source} locale={locale} />}
      {camera.state === 'refused' && (
        <p role="alert" className="problem">
          {say(CONTROL_WORDS, 'cameraRefused', locale)}
        </p>
      )}
      {!busy && camera.state === 'on' && (
        <button type="button" className="cta" onClick={takePhoto}>
          {say(CONTROL_WORDS, 'takePhoto', locale)}
        </button>
      )}
      {!busy && camera.state !== 'on' && (
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
              e.target.value = '';
              if (file) void read(file);
            }}
          />
        </>
      )}
      {!busy &&
        (serviceOn ? (
          <>
            <label className="consent">
              <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />{' '}
              {say(PALM_WORDS, 'sendConsent', locale)}
            </label>
            <p className="note">{say(PALM_WORDS, 'photoSent', locale)}</p>
          </>
        ) : (
          <p className="note">{say(PALM_WORDS, 'photoStays', locale)}</p>
        ))}
      {step.answer?.optional && !busy && (
        <button type="button" className="link" onClick={onNext}>
          {say(CONTROL_WORDS, 'skip', locale)}
        </button>
      )}
    </div>
  );
}
