import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { usingPostgres } from './helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const TUTORIALS = path.resolve(import.meta.dirname, '../../web/public/tutorials');

/** A built web app holding one tutorial video, its captions and its poster as the build copies them. */
function webDistWithTutorial(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-tour-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'tutorials'));
  for (const file of ['inbox.webm', 'inbox.webp', 'inbox.de_CH.vtt']) {
    fs.copyFileSync(path.join(TUTORIALS, file), path.join(dir, 'tutorials', file));
  }
  return dir;
}

describe(`the welcome tour's files and test hook (${driver})`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webDistWithTutorial();
    t = await createTestApp({ TEST_CLOCK: 'true', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves a tutorial video with its type and byte ranges, the captions as WebVTT and the poster', async () => {
    const video = await t.app.inject({ url: '/tutorials/inbox.webm' });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['accept-ranges']).toBe('bytes');
    // the browser seeks with ranges
    const part = await t.app.inject({ url: '/tutorials/inbox.webm', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    // EBML magic: a WebM file, not the app's page
    expect(part.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    const captions = await t.app.inject({ url: '/tutorials/inbox.de_CH.vtt' });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    expect(captions.body).toMatch(/\d\d:\d\d\.\d{3} --> \d\d:\d\d\.\d{3}/);
    expect(captions.body).not.toContain('ß');

    const poster = await t.app.inject({ url: '/tutorials/inbox.webp' });
    expect(poster.headers['content-type']).toBe('image/webp');
    // a missing file is a plain 404, never the app's page
    expect((await t.app.inject({ url: '/tutorials/missing.webm' })).statusCode).toBe(404);
  });

  it('the test hook marks a host as migrated, which the current user then says', async () => {
    const host = await t.createHost();
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/test/account-source',
      payload: { email: host.email.toUpperCase(), accountSource: 'Amivac-migrated' },
    });
    expect(marked.statusCode).toBe(200);
    const info = await t.app.inject({ url: '/api/app/user/info', headers: host.auth });
    expect(info.json().accountSource).toBe('Amivac-migrated');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/test/account-source',
      payload: { email: 'nobody@example.test', accountSource: 'Amivac-migrated' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the account-source test hook', () => {
  it('does not exist without the test clock', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/test/account-source',
        payload: { email: 'x@example.test', accountSource: 'Amivac-migrated' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
