/**
 * Regenerates the home page's demo media from the drawings in scripts/artwork/home-media.ts:
 *
 *   public/images/before-after/before.webp, after.webp     the Before and After slider
 *   public/images/why-choose-us/room.webp                  the picture under the play icon
 *   public/images/why-choose-us/clip.mp4, clip.webm        the looping clip (H.264 and VP9)
 *   public/images/why-choose-us/clip-poster.webp           its first frame
 *
 *   npx tsx scripts/generate-home-media.ts
 *
 * Images are rasterised with sharp. The clip needs ffmpeg on the PATH (`apt-get install ffmpeg`),
 * once, by whoever changes the drawing: the outputs are committed, so building and testing the site
 * never needs ffmpeg. All of it is demo content: real before/after photographs of a patient may be
 * published only with that patient's written consent (see server/db/seed-data/README.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import {
  afterImage,
  beforeAfterSize,
  beforeImage,
  clipFrame,
  clipFramesPerSecond,
  clipSeconds,
  clipSize,
  whyChooseUsImage,
  whyChooseUsImageSize,
} from './artwork/home-media';
import { rootDir as root } from '../server/paths';

async function webp(svg: string, size: { width: number; height: number }, path: string): Promise<void> {
  const out = join(root, path);
  await mkdir(dirname(out), { recursive: true });
  await sharp(Buffer.from(svg)).resize(size.width, size.height, { fit: 'fill' }).webp({ quality: 82, effort: 6 }).toFile(out);
  console.log(`${path}: ${(await stat(out)).size} bytes`);
}

async function clip(): Promise<void> {
  const frames = await mkdtemp(join(tmpdir(), 'clip-frames-'));
  try {
    const count = clipFramesPerSecond * clipSeconds;
    for (let i = 0; i < count; i++) {
      const png = await sharp(Buffer.from(clipFrame(i / count)))
        .png()
        .toBuffer();
      await writeFile(join(frames, `${String(i).padStart(4, '0')}.png`), png);
    }
    const input = ['-y', '-loglevel', 'error', '-framerate', String(clipFramesPerSecond), '-i', join(frames, '%04d.png')];
    const dir = join(root, 'public/images/why-choose-us');
    // No audio track: the clip plays muted anyway, and a silent track would only add bytes.
    execFileSync('ffmpeg', [
      ...input,
      '-an',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '30',
      '-preset',
      'veryslow',
      '-movflags',
      '+faststart',
      join(dir, 'clip.mp4'),
    ]);
    execFileSync('ffmpeg', [...input, '-an', '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-crf', '40', '-b:v', '0', '-row-mt', '1', join(dir, 'clip.webm')]);
    for (const name of ['clip.mp4', 'clip.webm']) console.log(`public/images/why-choose-us/${name}: ${(await stat(join(dir, name))).size} bytes`);
  } finally {
    await rm(frames, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await webp(beforeImage(), beforeAfterSize, 'public/images/before-after/before.webp');
  await webp(afterImage(), beforeAfterSize, 'public/images/before-after/after.webp');
  await webp(whyChooseUsImage(), whyChooseUsImageSize, 'public/images/why-choose-us/room.webp');
  await webp(clipFrame(0), clipSize, 'public/images/why-choose-us/clip-poster.webp');
  await clip();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
