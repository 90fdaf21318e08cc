import type { Page } from '@playwright/test';
import { SERVICE_FAULTS_PATH, SERVICE_REQUESTS_PATH, type ServiceFault } from '@/sandbox/services/serviceFault';
import type { ServiceName } from '@/schemas/services/serviceContract';
import { E2E_SERVICES_SANDBOX_URL } from './e2ePorts';
import { expect } from './visitor';

/** How many calls the e2e services sandbox had of a service so far (it keeps a count and a size per call, no photo). */
export async function serviceCalls(service: ServiceName): Promise<number> {
  const { calls } = (await (await fetch(`${E2E_SERVICES_SANDBOX_URL}${SERVICE_REQUESTS_PATH}`)).json()) as {
    calls: { service: string }[];
  };
  return calls.filter((c) => c.service === service).length;
}

/** Breaks the service's next call in the sandbox (500, no answer, or garbage). */
export async function breakService(service: ServiceName, mode: ServiceFault['mode']): Promise<void> {
  const response = await fetch(`${E2E_SERVICES_SANDBOX_URL}${SERVICE_FAULTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, services: [service], count: 1 }),
  });
  expect(response.status).toBe(200);
}

/** A photo as a JPEG drawn by the browser (no binary fixture to keep): a few strokes on a skin tone. */
export async function drawnJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 248;
    canvas.height = 330;
    const g = canvas.getContext('2d');
    if (g === null) throw new Error('no canvas');
    g.fillStyle = '#e8c4a8';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.strokeStyle = '#7a4a34';
    g.lineWidth = 3;
    g.beginPath();
    g.moveTo(40, 120);
    g.lineTo(210, 110);
    g.moveTo(50, 170);
    g.lineTo(200, 190);
    g.moveTo(70, 90);
    g.quadraticCurveTo(60, 220, 110, 310);
    g.stroke();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Gives a photo step a JPEG through its file input. */
export const givePhoto = (page: Page, photo: Buffer) =>
  page.locator('input[type=file]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
