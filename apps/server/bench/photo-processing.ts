import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { PHOTO_CONSTRAINTS } from '../src/modules/photos/photo-constraints.ts';
import { encodePhoto, inspectPhoto } from '../src/modules/photos/photo-pipeline.ts';
import { sceneSvg } from '../src/seed/demo-photos.ts';

const WIDTH = 4240;
const HEIGHT = 2832;

/** A 12-megapixel camera-like JPEG: a drawn landscape with sensor-like noise over it. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const scene = await sharp(Buffer.from(sceneSvg('sea', 7)))
    .resize(WIDTH, HEIGHT)
    .png()
    .toBuffer();
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Camera' } })
    .toBuffer();
}

/** The upload pipeline (content check + three WebP sizes) on a 12 MP JPEG: mean and p95 of `runs`. */
export async function benchPhotoProcessing(runs = 5) {
  const jpeg = await twelveMegapixelJpeg();
  await encodePhoto(jpeg); // warm-up (libvips caches, code paths)
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await inspectPhoto(jpeg, PHOTO_CONSTRAINTS);
    await encodePhoto(jpeg);
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  console.log(
    `\nphoto processing, ${WIDTH}×${HEIGHT} JPEG (${(jpeg.length / 1_048_576).toFixed(1)} MB) → WebP 320/1024/2048 w, ${runs} runs: mean ${Math.round(mean)} ms  p95 ${Math.round(p95)} ms`,
  );
  return { mean, p95 };
}
