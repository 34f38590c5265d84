import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  TUTORIAL_VIDEO_SIZE,
  type TutorialVideoId,
} from '../../apps/web/src/features/welcome-tour/tutorial-videos';
import { type Account, accessToken, registerHostToken } from '../../e2e/fixtures/api-session';
import { DEMO, newHost } from '../../e2e/fixtures/auth';
import { iso, longDate } from '../../e2e/fixtures/dates';
import {
  Api,
  createBookableUnit,
  createReadyUnit,
  guestRequests,
  newGuest,
  stayDates,
} from '../../e2e/fixtures/factories';
import { idScan, uploadOnStep } from '../../e2e/fixtures/kyc';
import { STAFF } from '../../e2e/fixtures/test';

/**
 * One take per tutorial video (ADR 0043). Each take signs in, sets its page up, then plays beats:
 * a beat's caption (a translation key) is on screen while its actions run and for at least its
 * `hold`, so the captions say what the picture shows. The raw recording and the beats' times go
 * to RAW_DIR; record.mjs cuts, encodes and captions them.
 */
const RAW_DIR = process.env.TUTORIALS_RAW_DIR ?? path.join(import.meta.dirname, '.raw');
const size = TUTORIAL_VIDEO_SIZE;
/** How much of a wait for the app stays in the video (a spinner shows it is working). */
const KEEP_WAIT_MS = 500;

interface Cue {
  key: string;
  start: number;
  end: number;
}

/** Draws a ring where the pointer presses, since a recording has no cursor. */
const CLICK_RING = () => {
  addEventListener(
    'mousedown',
    (event) => {
      const ring = document.createElement('div');
      Object.assign(ring.style, {
        position: 'fixed',
        left: `${event.clientX - 18}px`,
        top: `${event.clientY - 18}px`,
        width: '36px',
        height: '36px',
        borderRadius: '50%',
        border: '3px solid #e8590c',
        background: 'rgb(232 89 12 / 20%)',
        pointerEvents: 'none',
        zIndex: '2147483647',
        transition: 'opacity 700ms ease-out, transform 700ms ease-out',
      });
      document.documentElement.append(ring);
      requestAnimationFrame(() => {
        ring.style.opacity = '0';
        ring.style.transform = 'scale(1.6)';
      });
      setTimeout(() => ring.remove(), 900);
    },
    true,
  );
};

class Take {
  private readonly cues: Cue[] = [];
  private readonly cuts: { from: number; to: number }[] = [];
  private t0 = 0;
  private videoStart = 0;
  page!: Page;

  constructor(
    readonly id: TutorialVideoId,
    readonly context: BrowserContext,
  ) {}

  /** Opens the recorded page (the recording starts here; what comes before `start` is cut). */
  async open() {
    await this.context.addInitScript(CLICK_RING);
    this.videoStart = Date.now();
    this.page = await this.context.newPage();
    return this.page;
  }

  /** The picture is ready: the video begins here. */
  start() {
    this.t0 = Date.now();
  }

  /** Time cut from the video so far (ms). */
  private cut() {
    return this.cuts.reduce((sum, c) => sum + c.to - c.from, 0);
  }

  /** One caption on screen while `actions` run, for at least `hold` ms of the finished video. */
  async beat(key: string, hold: number, actions: () => Promise<void> = async () => {}) {
    const start = Date.now() - this.t0;
    const cutBefore = this.cut();
    await actions();
    const left = hold - (Date.now() - this.t0 - start - (this.cut() - cutBefore));
    if (left > 0) await this.page.waitForTimeout(left);
    this.cues.push({ key, start, end: Date.now() - this.t0 });
  }

  /**
   * Waits for the app (a page or an answer of the server). The video keeps the first
   * KEEP_WAIT_MS of a wait and its last moment; the rest is cut, so a busy machine makes no
   * longer videos.
   */
  async settle(wait: () => Promise<unknown>) {
    const from = Date.now() - this.t0;
    await wait();
    const to = Date.now() - this.t0;
    if (this.t0 && to - from > KEEP_WAIT_MS + 200)
      this.cuts.push({ from: from + KEEP_WAIT_MS, to: to - 200 });
  }

  /** Pauses on the target before it is pressed, as a person would. */
  async press(target: ReturnType<Page['getByRole']>) {
    await this.settle(() => target.waitFor({ state: 'visible' }));
    await target.hover();
    await this.page.waitForTimeout(350);
    await target.click();
  }

  async type(target: ReturnType<Page['getByRole']>, text: string) {
    await this.settle(() => target.waitFor({ state: 'visible' }));
    await target.click();
    await target.pressSequentially(text, { delay: 55 });
  }

  async finish() {
    await this.page.waitForTimeout(600);
    const end = Date.now() - this.t0;
    const video = this.page.video();
    await this.context.close();
    if (!video) throw new Error('no video recorded');
    fs.mkdirSync(RAW_DIR, { recursive: true });
    await video.saveAs(path.join(RAW_DIR, `${this.id}.webm`));
    fs.writeFileSync(
      path.join(RAW_DIR, `${this.id}.json`),
      JSON.stringify(
        {
          id: this.id,
          offset: (this.t0 - this.videoStart) / 1000,
          duration: end / 1000,
          cues: this.cues,
          cuts: this.cuts,
        },
        null,
        2,
      ),
    );
  }
}

async function recordingContext(browser: Browser) {
  return browser.newContext({
    viewport: size,
    recordVideo: { dir: path.join(RAW_DIR, 'tmp'), size },
    locale: 'en-US',
    reducedMotion: 'no-preference',
  });
}

/** A new host registered in `context` (its provider session lands there) with an API client. */
async function newHostIn(context: BrowserContext) {
  const host = newHost({ firstName: 'Marta', lastName: 'Kovač' });
  const token = await registerHostToken(context.request, host);
  return { ...host, api: new Api(context.request, token) };
}

async function signIn(context: BrowserContext, account: Account) {
  return new Api(context.request, await accessToken(context.request, account));
}

/** Goes to `url` signed in, with the cookie banner answered, before the recording starts. */
async function ready(take: Take, url: string) {
  const page = await take.open();
  await page.goto('/home');
  await expect(
    page
      .getByRole('button', { name: /^Account menu for / })
      .or(page.getByRole('link', { name: 'Account' }))
      .first(),
  ).toBeVisible();
  const necessary = page.getByRole('button', { name: 'Necessary only' });
  await necessary.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => {});
  if (await necessary.isVisible()) await necessary.click();
  await page.goto(url);
  return page;
}

let staff: Api;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  staff = new Api(request, await accessToken(request, STAFF));
});

const caption = (id: TutorialVideoId, n: number) => `welcomeTour.captions.${id}.${n}`;

test('listing', async ({ browser }) => {
  const context = await recordingContext(browser);
  await newHostIn(context);
  const take = new Take('listing', context);
  const page = await ready(take, '/listing/add-property');
  await expect(page.getByRole('radio', { name: /Single-unit/ })).toBeVisible();
  take.start();
  await take.beat(caption('listing', 1), 3500, async () => {
    await take.press(page.getByRole('radio', { name: /Single-unit/ }));
    await take.press(page.getByRole('button', { name: 'Create and continue' }));
    await take.settle(() =>
      expect(page.getByRole('heading', { level: 1, name: 'Type of accommodation' })).toBeVisible(),
    );
  });
  await take.beat(caption('listing', 2), 3500, async () => {
    await take.press(page.getByRole('radio', { name: /Apartment/ }));
    await take.press(page.getByRole('button', { name: 'Save and continue' }));
    await take.settle(() =>
      expect(page.getByRole('heading', { level: 1, name: 'Where is your property?' })).toBeVisible(),
    );
  });
  await take.beat(caption('listing', 3), 4200, async () => {
    await take.type(page.getByRole('textbox', { name: 'Town or city' }), 'Innsb');
    await take.press(page.getByRole('option', { name: /Innsbruck/ }));
    await take.press(page.getByRole('button', { name: 'Save and continue' }));
    await take.settle(() => expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible());
  });
  await take.beat(caption('listing', 4), 3500, async () => {
    await take.type(page.getByLabel('Street'), 'Maria-Theresien-Strasse');
    await page.getByRole('progressbar', { name: 'Listing progress' }).hover();
  });
  await take.finish();
});

test('requests', async ({ browser }) => {
  const context = await recordingContext(browser);
  const host = await newHostIn(context);
  const { unitId } = await createBookableUnit(host.api, {
    staff,
    bookingType: 'onRequest',
    title: 'Altstadt loft with mountain view',
  });
  const guest = newGuest('Lena Berg');
  await guestRequests(host.api, unitId, {
    ...stayDates(20, 4),
    guest: { ...guest, name: 'Lena Berg' },
    message: 'Hello! We are two adults and arrive by train in the afternoon.',
  });
  const take = new Take('requests', context);
  const page = await ready(take, '/bookings/requests');
  const row = page.getByRole('listitem').filter({ hasText: 'Lena Berg' });
  await expect(row).toBeVisible();
  take.start();
  await take.beat(caption('requests', 1), 3800);
  await take.beat(caption('requests', 2), 4500, async () => {
    await take.press(row.getByRole('link', { name: 'Lena Berg' }));
    await take.settle(() =>
      expect(page.getByRole('heading', { level: 1, name: 'Request from Lena Berg' })).toBeVisible(),
    );
  });
  await take.beat(caption('requests', 3), 3500, async () => {
    await page.getByRole('button', { name: 'Confirm' }).hover();
  });
  await take.beat(caption('requests', 4), 4200, async () => {
    await take.press(page.getByRole('button', { name: 'Confirm' }));
    await take.settle(() =>
      expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible(),
    );
  });
  await take.finish();
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const night = (page: Page, day: string) =>
  page.getByRole('gridcell', { name: new RegExp(`^(\\w+, )?${escapeRe(longDate(day))}`) });

test('calendar', async ({ browser }) => {
  const context = await recordingContext(browser);
  const host = await newHostIn(context);
  const { unitId, title } = await createBookableUnit(host.api, {
    staff,
    bookingType: 'onLine',
    title: 'Altstadt loft with mountain view',
  });
  const take = new Take('calendar', context);
  const page = await ready(take, `/calendar/${unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(night(page, iso(3))).toBeVisible();
  take.start();
  await take.beat(caption('calendar', 1), 3800);
  await take.beat(caption('calendar', 2), 4000, async () => {
    await take.press(night(page, iso(3)));
    await page.waitForTimeout(400);
    await night(page, iso(5)).click({ modifiers: ['Shift'] });
  });
  const panel = page
    .getByRole('region', { name: 'Selected nights' })
    .or(page.getByRole('dialog', { name: 'Selected nights' }));
  await take.beat(caption('calendar', 3), 3800, async () => {
    await take.settle(() => expect(panel).toBeVisible());
    await take.press(panel.getByRole('button', { name: 'Block', exact: true }));
    await take.settle(() => expect(page.getByText(/nights? blocked/)).toBeVisible());
  });
  await take.beat(caption('calendar', 4), 3500);
  await take.finish();
});

test('inbox', async ({ browser }) => {
  const context = await recordingContext(browser);
  await signIn(context, DEMO);
  const take = new Take('inbox', context);
  const page = await ready(take, '/messages');
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  // a guest's conversation (the first one is the platform's welcome, which takes no answer)
  const sofia = conversations.getByRole('listitem').filter({ hasText: 'Sofia Marques' }).first();
  await expect(sofia).toBeVisible();
  take.start();
  await take.beat(caption('inbox', 1), 3500);
  await take.beat(caption('inbox', 2), 4000, async () => {
    await take.press(sofia.getByRole('link'));
    await take.settle(() => expect(page.getByRole('log')).toBeVisible());
  });
  const composer = page.getByRole('textbox', { name: 'Message' });
  await take.beat(caption('inbox', 3), 4500, async () => {
    await take.type(composer, 'Thank you! The keys are in the box by the door, code 2468.');
  });
  await take.beat(caption('inbox', 4), 3500, async () => {
    await take.press(page.getByRole('button', { name: 'Send' }));
    await take.settle(() => expect(page.getByRole('log')).toContainText('code 2468'));
  });
  await take.finish();
});

test('reviews', async ({ browser }) => {
  const context = await recordingContext(browser);
  await signIn(context, DEMO);
  const take = new Take('reviews', context);
  const page = await ready(take, '/insights/reviews');
  const card = page.getByRole('article').filter({ hasText: 'Villa Azzurra' });
  await expect(card).toBeVisible();
  take.start();
  await take.beat(caption('reviews', 1), 3800);
  await take.beat(caption('reviews', 2), 3800, async () => {
    await take.press(card.getByRole('link', { name: 'Villa Azzurra' }));
    await take.settle(() => expect(page.getByRole('button', { name: 'Reply' }).first()).toBeVisible());
  });
  await take.beat(caption('reviews', 3), 5000, async () => {
    await take.press(page.getByRole('button', { name: 'Reply' }).first());
    await take.type(
      page.getByLabel(/^Your public reply to /),
      'Thank you for staying with us, come back soon!',
    );
  });
  await take.beat(caption('reviews', 4), 3500, async () => {
    await take.press(page.getByRole('button', { name: 'Publish reply' }));
    await take.settle(() => expect(page.getByRole('button', { name: 'Edit reply' }).first()).toBeVisible());
  });
  await take.finish();
});

test('verification', async ({ browser }) => {
  const context = await recordingContext(browser);
  const host = await newHostIn(context);
  await createReadyUnit(host.api, { state: 'UNDER_REVIEW', title: 'Altstadt loft with mountain view' });
  const take = new Take('verification', context);
  const page = await ready(take, '/home');
  const banner = page.getByRole('region', { name: 'Identity verification' });
  await expect(banner).toBeVisible();
  take.start();
  await take.beat(caption('verification', 1), 4200, async () => {
    await page.waitForTimeout(800);
    await take.press(banner.getByRole('link', { name: 'Verify now' }));
    await take.settle(() => expect(page.getByRole('button', { name: 'Start verification' })).toBeVisible());
  });
  await take.beat(caption('verification', 2), 4800, async () => {
    await take.press(page.getByRole('button', { name: 'Start verification' }));
    await take.settle(() => expect(page).toHaveURL(/\/upload-id$/));
    await page.waitForTimeout(600);
    await uploadOnStep(page, 'Passport', await idScan('passport.jpg'));
  });
  await take.beat(caption('verification', 3), 3800, async () => {
    await take.press(page.getByRole('button', { name: 'Continue' }));
    await take.settle(() => expect(page.getByText('Step 3 of 4', { exact: true })).toBeVisible());
  });
  await take.beat(caption('verification', 4), 3200);
  await take.finish();
});
