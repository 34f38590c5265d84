#!/usr/bin/env node
// Makes the welcome tour's six tutorial videos (ADR 0043): records the product's own flows with
// Playwright's video recording in Debian's Chromium (record.spec.ts, against the real app started
// as the browser tests start it), then cuts each recording to its beats, encodes it as VP9 WebM,
// takes a WebP thumbnail and writes WebVTT captions in the ten locales from the translation keys.
//
//   npm run build && node scripts/tutorial-videos/record.mjs [--skip-recording] [id …]
//
// Needs ffmpeg on the PATH (Debian: apt-get install ffmpeg); Playwright's recorder is pointed at it.
// Output: apps/web/public/tutorials/<id>.webm, <id>.webp, <id>.<locale>.vtt.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'apps/web/public/tutorials');
const raw = path.join(os.tmpdir(), 'host-portal-tutorials-raw');
const locales = path.join(root, 'packages/i18n/locales');
const args = process.argv.slice(2);
const skipRecording = args.includes('--skip-recording');
const only = args.filter((a) => !a.startsWith('--'));
/** The encoder's quality: higher is smaller (screen recordings stay sharp up to the 40s). */
const CRF = process.env.TUTORIALS_CRF ?? '42';
const POSTER_WIDTH = 480;

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status}`);
}

const ffmpeg = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
if (ffmpeg.status !== 0) {
  console.error('ffmpeg is needed (Debian: apt-get install ffmpeg).');
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}

if (!skipRecording) {
  // Playwright's recorder runs the ffmpeg of its own download folder; give it the system's instead
  // (no browser or binary is downloaded: Chromium is /usr/bin/chromium as in the browser tests)
  const browsers = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/playwright-core/browsers.json'), 'utf8'),
  ).browsers;
  const revision = browsers.find((b) => b.name === 'ffmpeg').revision;
  const browsersPath = path.join(os.tmpdir(), 'host-portal-playwright-ffmpeg');
  const dir = path.join(browsersPath, `ffmpeg-${revision}`);
  fs.mkdirSync(dir, { recursive: true });
  const link = path.join(dir, 'ffmpeg-linux');
  fs.rmSync(link, { force: true });
  fs.symlinkSync(spawnSync('which', ['ffmpeg'], { encoding: 'utf8' }).stdout.trim(), link);

  // the server serves a copy of the build, so that a build running meanwhile cannot swap its files
  const webDist = path.join(os.tmpdir(), 'host-portal-tutorials-web');
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  // a new take of some videos keeps the others' raw recordings (then all are encoded again)
  if (only.length) {
    for (const id of only)
      for (const ext of ['webm', 'json']) fs.rmSync(path.join(raw, `${id}.${ext}`), { force: true });
  } else fs.rmSync(raw, { recursive: true, force: true });
  run(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'scripts/tutorial-videos/playwright.config.ts',
      ...(only.length ? ['-g', `(^|\\s)(${only.join('|')})$`] : []),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PLAYWRIGHT_BROWSERS_PATH: browsersPath,
        TUTORIALS_RAW_DIR: raw,
        WEB_DIST: webDist,
      },
    },
  );
}

const strings = Object.fromEntries(
  fs
    .readdirSync(locales)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(locales, f), 'utf8'))]),
);

const stamp = (seconds) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const mm = String(Math.floor(ms / 60_000)).padStart(2, '0');
  const ss = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

/** A moment of the recording (ms after its start) in the video, once the long waits are cut. */
const inVideo = (take, ms) =>
  ms - (take.cuts ?? []).reduce((sum, c) => sum + Math.max(0, Math.min(ms, c.to) - c.from), 0);

function webvtt(take, locale) {
  const lines = ['WEBVTT', ''];
  take.cues.forEach((cue, index) => {
    const text = strings[locale][cue.key];
    if (!text) throw new Error(`${locale} has no ${cue.key}`);
    const [start, end] = [inVideo(take, cue.start), inVideo(take, cue.end)].map((ms) => stamp(ms / 1000));
    lines.push(String(index + 1), `${start} --> ${end}`, text, '');
  });
  return lines.join('\n');
}

/**
 * The ffmpeg filter: the recorder writes a frame only when the picture changes, so first a constant
 * 25 frames a second over the whole recording, then the take from the moment its page was ready,
 * then the cut waits dropped and the gaps closed.
 */
function videoFilter(take) {
  const filters = [
    'fps=25',
    `trim=start=${take.offset.toFixed(3)}:duration=${take.duration.toFixed(3)}`,
    'setpts=PTS-STARTPTS',
  ];
  const cuts = take.cuts ?? [];
  if (cuts.length) {
    const dropped = cuts.map((c) => `between(t,${(c.from / 1000).toFixed(3)},${(c.to / 1000).toFixed(3)})`);
    filters.push(`select='not(${dropped.join('+')})'`, 'setpts=N/(25*TB)');
  }
  return ['-vf', filters.join(',')];
}

fs.mkdirSync(out, { recursive: true });
const takes = fs
  .readdirSync(raw)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(raw, f), 'utf8')))
  .filter((take) => !only.length || only.includes(take.id));
for (const take of takes) {
  const source = path.join(raw, `${take.id}.webm`);
  const video = path.join(out, `${take.id}.webm`);
  // from the moment the picture was ready, VP9 at constant quality, no sound, no metadata
  run('ffmpeg', [
    ...['-y', '-loglevel', 'error'],
    ...['-i', source],
    ...videoFilter(take),
    ...['-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', CRF, '-row-mt', '1', '-deadline', 'good'],
    ...['-cpu-used', '2', '-g', '250', '-map_metadata', '-1', video],
  ]);
  // the thumbnail: the end of the second beat, where the flow is under way
  const posterAt =
    (take.cues[1] ? inVideo(take, take.cues[1].end) : inVideo(take, take.duration * 500)) / 1000 - 0.3;
  run('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-ss', posterAt.toFixed(3), '-i', video, '-frames:v', '1'],
    ...[
      '-vf',
      `scale=${POSTER_WIDTH}:-2`,
      '-c:v',
      'libwebp',
      '-quality',
      '80',
      path.join(out, `${take.id}.webp`),
    ],
  ]);
  for (const locale of Object.keys(strings)) {
    fs.writeFileSync(path.join(out, `${take.id}.${locale}.vtt`), webvtt(take, locale));
  }
  const kb = (file) => Math.round(fs.statSync(file).size / 1024);
  const seconds = inVideo(take, take.duration * 1000) / 1000;
  console.log(`${take.id}: ${seconds.toFixed(1)} s, ${kb(video)} KB video, ${take.cues.length} captions`);
}
