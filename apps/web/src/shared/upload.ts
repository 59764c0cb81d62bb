import { resizedDimensions } from '@waypoint/domain';
import { currentLang } from './i18n';

export type UploadPurpose = 'profile' | 'feedback';

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if ('createImageBitmap' in window) {
    // 'from-image' turns phone photos upright (EXIF orientation) before they are drawn.
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Phone photos are several MB: shrink to maxWidth and re-encode as JPEG before sending. */
export async function resizeImage(file: Blob, maxWidth: number, quality: number): Promise<Blob> {
  const image = await decode(file);
  const { width, height } = resizedDimensions({ width: image.width, height: image.height }, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  if ('close' in image) image.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), 'image/jpeg', quality);
  });
}

/** POST /api/files; the answer's url is what the profile or the feedback stores. */
export async function uploadImage(image: Blob, purpose: UploadPurpose): Promise<string> {
  const body = new FormData();
  // The server reads fields sent before the file, so purpose goes first; in the URL too, so that a refusal
  // (a visitor's profile picture) is answered before the image is sent.
  body.append('purpose', purpose);
  body.append('file', image, `${purpose}.jpg`);
  const response = await fetch(`/api/files?purpose=${purpose}`, {
    method: 'POST',
    body,
    headers: { 'x-waypoint-lang': currentLang() },
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => null);
  const url = stringField(json, 'url');
  if (!response.ok || !url) throw new UploadError(stringField(json, 'message'));
  return url;
}

function stringField(json: unknown, key: string): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const value: unknown = Reflect.get(json, key);
  return typeof value === 'string' ? value : null;
}

/** Carries the server's message (already in the user's language) when there is one. */
export class UploadError extends Error {
  readonly serverMessage: string | null;
  constructor(serverMessage: string | null) {
    super(serverMessage ?? 'upload failed');
    this.serverMessage = serverMessage;
  }
}
