// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { Step } from '@/schemas/stepSchema';
import { FacePhotoStep } from './FacePhotoStep';
import { FACE_TRAIT_SENTENCES, FACE_WORDS } from './faceWords';
import { PalmPhotoStep } from './PalmPhotoStep';
import { PALM_WORDS } from './palmWords';

const settings = vi.hoisted(() => ({
  palm: 'https://palm.example.test' as string | undefined,
  face: 'https://face.example.test' as string | undefined,
}));
vi.mock('@/runtime/platform/env.client', () => ({
  clientEnv: {
    get NEXT_PUBLIC_PALM_API_URL() {
      return settings.palm;
    },
    get NEXT_PUBLIC_FACE_API_URL() {
      return settings.face;
    },
  },
}));
vi.mock('@/runtime/platform/logger/browserLogger', () => ({
  browserLogger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));

const step = {
  id: 'palm-photo',
  path: 'questions/palm-photo',
  kind: 'palmPhoto',
  content: { title: { en: 'Show us your palm' }, cta: { en: 'Take a photo' } },
  answer: { key: 'palmPhoto', optional: true },
} as Step;
const reading = { lines: { heart: 'deep', head: 'long', life: 'wide', fate: 'strong' }, handShape: 'air' };

let root: Root;
let container: HTMLDivElement;
let fetchStub: ReturnType<typeof vi.fn<typeof fetch>>;
/** The sizes of the canvases encoded, in order. */
let encoded: string[];
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  encoded = [];
  root = createRoot(container);
  fetchStub = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(reading)));
  vi.stubGlobal('fetch', fetchStub);
  // jsdom draws nothing: a picture decodes to a bitmap, and a canvas encodes to a JPEG of its own.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 2000, height: 1000, close: () => undefined }));
  HTMLCanvasElement.prototype.getContext = (() => ({ drawImage: () => undefined })) as never;
  HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    encoded.push(`${this.width}x${this.height}`);
    done(new Blob(['jpeg'], { type }));
  };
  URL.createObjectURL = () => 'blob:palm';
  URL.revokeObjectURL = vi.fn();
  settings.palm = 'https://palm.example.test';
  settings.face = 'https://face.example.test';
});
afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

function render(onAnswer = vi.fn<StepScreenProps['onAnswer']>(), Screen = PalmPhotoStep, answer: unknown = undefined) {
  const props = {
    step,
    funnel: {} as Funnel,
    locale: 'en',
    answer,
    onAnswer,
    onNext: () => undefined,
    visit: { flow: {} as Flow, path: [], answers: {}, outcomes: {} },
  } satisfies StepScreenProps;
  act(() => root.render(<Screen {...props} />));
  return onAnswer;
}

const consentBox = () => container.querySelector<HTMLInputElement>('input[type=checkbox]');
/** Chooses a picture file, and waits until the step answered (the reading, when sent, comes back within act). */
async function choosePhoto(onAnswer: ReturnType<typeof render>): Promise<void> {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (input === null) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [new File(['raw'], 'palm.png', { type: 'image/png' })] });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // The adapter's code loads on demand: slow on a busy machine.
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalled(), { timeout: 10_000 });
  });
}

describe('the palm photo step', () => {
  it('asks for consent with an unticked box and says truthfully what happens to the photo', () => {
    render();
    expect(consentBox()?.checked).toBe(false);
    expect(container.textContent).toContain(PALM_WORDS.sendConsent.en);
    expect(container.textContent).toContain(PALM_WORDS.photoSent.en);
  });

  it('without consent sends nothing and answers the general reading', async () => {
    const onAnswer = render();
    await choosePhoto(onAnswer);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(onAnswer).toHaveBeenCalledWith('palm-reading:curved.sloping.steady.late.-.generic');
  });

  it("with consent sends the photo, redrawn as a JPEG, and answers the service's reading ids, never the photo", async () => {
    const onAnswer = render();
    act(() => consentBox()?.click());
    await choosePhoto(onAnswer);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('https://palm.example.test/palm-readings');
    const body = init?.body as Blob;
    expect(body.type).toBe('image/jpeg');
    expect(encoded).toEqual(['1280x640']); // at most SENT_PHOTO_MAX_EDGE on its longest edge
    expect(onAnswer).toHaveBeenCalledWith('palm-reading:deep.long.wide.strong.air.read');
  });

  it('with the service failing, answers the general reading', async () => {
    fetchStub.mockResolvedValue(new Response('down', { status: 500 }));
    const onAnswer = render();
    act(() => consentBox()?.click());
    await choosePhoto(onAnswer);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith('palm-reading:curved.sloping.steady.late.-.generic');
  });

  it('with no palm service, offers no consent, says the photo stays, and sends nothing', async () => {
    settings.palm = undefined;
    const onAnswer = render();
    expect(consentBox()).toBeNull();
    expect(container.textContent).toContain(PALM_WORDS.photoStays.en);
    await choosePhoto(onAnswer);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(onAnswer).toHaveBeenCalledWith('palm-reading:curved.sloping.steady.late.-.generic');
  });
});

describe('the face photo step (the same screen, another reader)', () => {
  it("with consent sends the photo to the face service and answers its reading's ids", async () => {
    fetchStub.mockResolvedValue(
      new Response(JSON.stringify({ shape: 'heart', features: { eyes: 'deep', brow: 'arched' } })),
    );
    const onAnswer = render(undefined, FacePhotoStep);
    expect(container.textContent).toContain(FACE_WORDS.sendConsent.en);
    act(() => consentBox()?.click());
    await choosePhoto(onAnswer);
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual(['https://face.example.test/face-readings']);
    expect(onAnswer).toHaveBeenCalledWith('face-reading:heart.deep.arched.read');
  });

  it('without consent sends nothing and answers the general reading', async () => {
    const onAnswer = render(undefined, FacePhotoStep);
    await choosePhoto(onAnswer);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(onAnswer).toHaveBeenCalledWith('face-reading:oval.open.straight.generic');
  });

  it("shows a stand-in's reading in the visitor's words, labelled as the sandbox's", () => {
    render(undefined, FacePhotoStep, 'face-reading:round.bright.high.sandbox');
    const reading = container.querySelector('.photo-reading');
    expect(reading?.querySelector('h2')?.textContent).toBe(FACE_WORDS.yourReading.en);
    expect(reading?.textContent).toContain(FACE_WORDS.sandboxReading.en);
    expect([...(reading?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      FACE_TRAIT_SENTENCES.shape.round.en,
      FACE_TRAIT_SENTENCES.eyes.bright.en,
      FACE_TRAIT_SENTENCES.brow.high.en,
    ]);
  });
});
