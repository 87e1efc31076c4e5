import sharp, { type Metadata } from 'sharp';

/**
 * What an upload must be to enter the media library, judged by its bytes, never by its name or
 * the type the browser claims: a JPEG, PNG or WebP image (by its first bytes), no larger than
 * UPLOAD_MAX_BYTES, whose header gives a size of at most UPLOAD_MAX_PIXELS. The size is read from
 * the header before anything is decoded, so a decompression bomb (a small file that claims an
 * enormous picture) is refused without being expanded.
 */

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** 24 megapixels: a 6000 × 4000 photograph, what a phone or a camera takes; anything larger is refused. */
export const UPLOAD_MAX_PIXELS = 24_000_000;

type UploadFormat = 'jpeg' | 'png' | 'webp';

const SIGNATURES: ReadonlyArray<{ format: UploadFormat; matches: (bytes: Buffer) => boolean }> = [
  { format: 'jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** What the bytes look like when they are no accepted image, for a message that says what was sent. */
function describeRefused(bytes: Buffer): string {
  const head = bytes.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  if (head.startsWith('<?php') || head.includes('<?php')) return 'This file is a PHP script, not an image (whatever its name says).';
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<svg'))
    return 'SVG drawings are not accepted: they can carry scripts. Upload a JPEG, PNG or WebP image.';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'This file is a ZIP archive, not an image.';
  if (bytes.subarray(0, 3).toString('latin1') === 'GIF') return 'GIF images are not accepted. Upload a JPEG, PNG or WebP image.';
  return 'This file is not a JPEG, PNG or WebP image.';
}

export type UploadCheck = { ok: true; format: UploadFormat; width: number; height: number } | { ok: false; message: string };

export async function checkUpload(bytes: Buffer): Promise<UploadCheck> {
  if (bytes.length === 0) return { ok: false, message: 'Choose an image file to upload.' };
  if (bytes.length > UPLOAD_MAX_BYTES) return { ok: false, message: `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Upload a smaller image.` };
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  if (!signature) return { ok: false, message: describeRefused(bytes) };
  let metadata: Metadata;
  try {
    // Header only: nothing is decoded here.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: 'This image is damaged or incomplete, and cannot be read.' };
  }
  const { width, height } = metadata;
  if (!width || !height || metadata.format !== signature.format) return { ok: false, message: 'This image is damaged or incomplete, and cannot be read.' };
  if (width * height > UPLOAD_MAX_PIXELS) {
    const megapixels = Math.round((width * height) / 1_000_000);
    return {
      ok: false,
      message: `The image is ${width} × ${height} pixels (${megapixels} megapixels); the limit is ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels. Make it smaller and upload it again.`,
    };
  }
  return { ok: true, format: signature.format, width, height };
}
