'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { browserLogger } from '@/runtime/platform/logger/browserLogger';
import { CONTROL_WORDS } from '@/runtime/steps/controlWords';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { useLatestCall } from '@/runtime/steps/useLatestCall';
import { localize } from '@/schemas/localize';
import type { LocalizedText } from '@/schemas/localizedTextSchema';
import type { ReadingSource } from '@/schemas/services/readingAnswer';
import { SERVICE_PHOTO_TYPE } from '@/schemas/services/serviceContract';
import { say, type WordEntry } from '@/schemas/words';

/**
 * docs/limits.md#screen-timings: the palm photo frame, 248 by 330 (its scan of 3 seconds is the flow's:
 * PHOTO_SCAN_SECONDS); the face photo is framed the same, a portrait.
 */
export const PHOTO_FRAME = { width: 248, height: 330 } as const;

/** The words a photo step says, each in every language the runtime speaks (palmWords, faceWords). */
export type PhotoReadingWords = Record<
  'sendConsent' | 'photoSent' | 'photoStays' | 'reading' | 'yourReading' | 'generalReading' | 'sandboxReading',
  WordEntry
>;

/** What differs between the photo steps (the palm, the face): the service, the camera, the reading's words. */
export type PhotoReader = {
  /** Which reading, for the log (`<name> photo not sent`) and the photo's file name. */
  name: 'palm' | 'face';
  /** Whether the service is configured (its URL set when the app was built): off, no consent box and nothing sent. */
  serviceOn: () => boolean;
  /** The camera to open: the back one for a palm, the front one for a face. */
  facing: 'environment' | 'user';
  words: PhotoReadingWords;
  /** The step's answer when there is no reading of the visitor's own (no consent, no service, a failure). */
  genericAnswer: string;
  /**
   * Sends the photo to the service (loading its adapter only then) and answers the step's answer for its reading, or
   * undefined when none came (the generic one is given then). Never throws but for the adapter failing to load.
   */
  read: (photo: Blob, signal: AbortSignal) => Promise<string | undefined>;
  /** The reading an answer holds as sentences, with where it came from; undefined for no reading's answer. */
  sentencesOf: (answer: unknown) => { sentences: LocalizedText[]; source: ReadingSource } | undefined;
};

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
 * The photo as the services take it: a JPEG at most SENT_PHOTO_MAX_EDGE on its longest edge, drawn again so
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

/** The reading in words, labelled by where it came from. */
function ReadingView({
  sentences,
  source,
  words,
  locale,
}: {
  sentences: LocalizedText[];
  source: ReadingSource;
  words: PhotoReadingWords;
  locale: string;
}) {
  return (
    <section className="photo-reading" aria-live="polite" data-source={source}>
      <h2>{say(words, source === 'generic' ? 'generalReading' : 'yourReading', locale)}</h2>
      {source === 'sandbox' && <p className="note">{say(words, 'sandboxReading', locale)}</p>}
      <ul>
        {sentences.map((text) => (
          <li key={text.en}>{localize(text, locale)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A photo read by a service (the palm, the face): the camera live in the frame (where the browser has one and the
 * visitor allows it) or a file (on phones the file picker offers the camera too). With the visitor's consent (an
 * unticked box), the photo is sent to the reader's service and its reading shown; without it, or when the service is
 * off or fails, a general reading, and no photo leaves the browser. The step's answer is the reading's ids, never the
 * photo: the photo lives only in this screen, its object URL revoked when the step is left or another photo is taken.
 * The flow scans the answer a while, then goes on by itself.
 */
export function PhotoReadingStep({
  reader,
  step,
  locale,
  answer,
  scanning,
  onAnswer,
  onNext,
}: StepScreenProps & { reader: PhotoReader }) {
  const id = useId();
  const serviceOn = reader.serviceOn();
  const { words } = reader;
  const [consent, setConsent] = useState(false);
  const [shot, setShot] = useState<string>();
  const [reading, setReading] = useState(false);
  const [camera, setCamera] = useState<Camera>({ state: 'off' });
  const [cameraAvailable, setCameraAvailable] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const reads = useLatestCall();
  const given = reader.sentencesOf(answer);
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
  // The photo shown is let go of when another is taken or the step is left (a reading under way too: reads).
  useEffect(() => () => (shot === undefined ? undefined : URL.revokeObjectURL(shot)), [shot]);

  const read = async (picture: Blob) => {
    setShot(URL.createObjectURL(picture));
    if (!(serviceOn && consent)) {
      onAnswer(reader.genericAnswer);
      return;
    }
    const signal = reads.begin();
    setReading(true);
    const sent = await photoToSend(picture);
    if (sent === undefined) browserLogger.warn(`${reader.name} photo not sent: not a picture the browser can read`);
    const readAnswer =
      sent === undefined
        ? undefined
        : await reader
            .read(sent, signal)
            .catch(
              (error: Error) =>
                void browserLogger.warn(`${reader.name} reading not loaded`, { message: error.message }),
            );
    if (signal.aborted) return;
    setReading(false);
    onAnswer(readAnswer ?? reader.genericAnswer);
  };

  const startCamera = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: reader.facing } });
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
    <div className="photo">
      <div className="photo-frame" style={PHOTO_FRAME} data-scanning={busy}>
        {camera.state === 'on' && (
          <video ref={video} autoPlay muted playsInline width={PHOTO_FRAME.width} height={PHOTO_FRAME.height} />
        )}
        {photo && (
          // biome-ignore lint/performance/noImgElement: a local object URL, not an optimisable asset
          <img src={photo} alt="" width={PHOTO_FRAME.width} height={PHOTO_FRAME.height} />
        )}
      </div>
      {reading && (
        <p className="note" role="status">
          {say(words, 'reading', locale)}
        </p>
      )}
      {given && !reading && <ReadingView {...given} words={words} locale={locale} />}
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
            capture={reader.facing}
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
              {say(words, 'sendConsent', locale)}
            </label>
            <p className="note">{say(words, 'photoSent', locale)}</p>
          </>
        ) : (
          <p className="note">{say(words, 'photoStays', locale)}</p>
        ))}
      {step.answer?.optional && !busy && (
        <button type="button" className="link" onClick={onNext}>
          {say(CONTROL_WORDS, 'skip', locale)}
        </button>
      )}
    </div>
  );
}
