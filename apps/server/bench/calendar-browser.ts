/**
 * Issue 8, "Figures", in Chromium: the built app's timeline (/calendar at 1280 × 800) for the demo
 * host given the reservations seed (2,000 more units with 200,000 bookings, on PostgreSQL): the time
 * from navigation to the first night cell that shows a unit's data, then 240 frames of scrolling
 * down and right at once, each frame timed by requestAnimationFrame, with the long tasks the
 * Performance API reports meanwhile. Printed, not judged (the issue asks for the figures).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { openDatabase } from '../src/db/client.ts';
import { browserCookies, CHROME, CHROME_FLAGS, signIn, startBuiltServer } from './lighthouse.ts';
import { seedReservations } from './reservations.ts';

export const SCROLL_FRAMES = 240;
/**
 * Pixels per frame at 60 frames a second: brisk (about 1,000 px/s down, 500 px/s right, some 17
 * rows a second) and a fling (about 3,400 px/s down, 1,400 px/s right, 60 rows a second).
 */
export const SCROLL_SPEEDS = [
  { name: 'brisk', x: 8, y: 16 },
  { name: 'fling', x: 24, y: 56 },
] as const;

export interface ScrollFigures {
  name: string;
  frames: number;
  /** frames longer than 1.5 × 16.7 ms (one frame missed at 60 Hz) and longer than 50 ms */
  over25: number;
  over50: number;
  longestFrameMs: number;
  medianFrameMs: number;
  longTasks: number;
  mountedCells: number;
}

export interface TimelineBrowserFigures {
  units: number;
  firstRenderMs: number;
  scrolls: ScrollFigures[];
}

export async function benchTimelineBrowser(serverUrl: string): Promise<TimelineBrowserFigures> {
  const name = `hp_bench_browser_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await startBuiltServer(url.toString());
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
    try {
      const [demo] = await database.query<{ id: string }>('select id from users where email = $1', [
        'demo@host-portal.test',
      ]);
      await seedReservations(database, demo!.id);
      await database.query('vacuum analyze');
    } finally {
      await database.close();
    }
    const cookies = await signIn(server.origin);
    const browser = await puppeteer.launch({
      executablePath: CHROME,
      args: CHROME_FLAGS.filter((f) => f !== '--headless'),
      headless: true,
    });
    try {
      await browser.setCookie(...browserCookies(cookies, server.origin));
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      await page.goto(`${server.origin}/calendar`);
      // a night of a seeded unit, with its data (its name says whether it can be booked)
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[role="grid"] [role="gridcell"][aria-label]')].some((c) =>
            /Unit \d+.*(Available|Not available)/.test(c.getAttribute('aria-label') ?? ''),
          ),
        { timeout: 120_000, polling: 'raf' },
      );
      const firstRenderMs = Math.round(await page.evaluate(() => performance.now()));
      const units = await page.evaluate(
        () => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 1) - 1,
      );
      const scrolls: ScrollFigures[] = [];
      for (const speed of SCROLL_SPEEDS) {
        const scroll = await page.evaluate(
          async (count: number, step: { x: number; y: number }) => {
            const grid = document.querySelector<HTMLElement>('[role="grid"]')!;
            const long: number[] = [];
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) long.push(entry.duration);
            });
            observer.observe({ type: 'longtask' });
            const deltas: number[] = [];
            let last = await new Promise<number>((r) => requestAnimationFrame(r));
            for (let i = 0; i < count; i++) {
              grid.scrollBy(step.x, step.y);
              const now = await new Promise<number>((r) => requestAnimationFrame(r));
              deltas.push(now - last);
              last = now;
            }
            observer.disconnect();
            return { deltas, long, cells: grid.querySelectorAll('[role="gridcell"]').length };
          },
          SCROLL_FRAMES,
          { x: speed.x, y: speed.y },
        );
        const sorted = [...scroll.deltas].sort((x, y) => x - y);
        scrolls.push({
          name: speed.name,
          frames: scroll.deltas.length,
          over25: scroll.deltas.filter((d) => d > 25).length,
          over50: scroll.deltas.filter((d) => d > 50).length,
          longestFrameMs: Math.round(sorted.at(-1)!),
          medianFrameMs: Math.round(sorted[sorted.length >> 1]! * 10) / 10,
          longTasks: scroll.long.length,
          mountedCells: scroll.cells,
        });
      }
      return { units, firstRenderMs, scrolls };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
