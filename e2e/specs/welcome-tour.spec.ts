import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

/**
 * ADR 0043 (001 section 9): the tour and the video modal are 688 px wide on a wide screen, and
 * take the whole screen on a phone (below 48em), with nothing wider than the screen inside.
 */
async function expectWindow(page: Page, dialog: Locator) {
  const screen = page.viewportSize()!;
  // Mantine's modal grows in from a transition: measure once it has settled
  await expect
    .poll(async () => {
      const box = (await dialog.boundingBox())!;
      return screen.width < 768 ? [box.x, box.y, box.width, box.height] : [Math.round(box.width)];
    })
    .toEqual(screen.width < 768 ? [0, 0, screen.width, screen.height] : [688]);
  // nothing in it runs off the side (a phone would scroll sideways)
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
}

/**
 * Issue 13, the welcome tour (ADR 0043): a host whose account was moved over from Amivac sees the
 * tour once; a tutorial video (a real recording, apps/web/public/tutorials) plays with its English
 * captions; once closed, the tour stays closed after a reload, and the help menu opens it again.
 * Runs at 1280 px and, in the mobile project, at 390 px.
 */
test('a migrated host sees the welcome tour once and plays a captioned tutorial video', async ({
  host,
  hostPage: page,
}) => {
  const marked = await page.request.post('/api/test/account-source', {
    data: { email: host.email, accountSource: 'Amivac-migrated' },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  await page.reload();

  const tour = page.getByRole('dialog', { name: 'Welcome to your host portal' });
  await expect(tour).toBeVisible();
  const videos = tour.getByRole('list', { name: 'Tutorial videos' }).getByRole('button');
  await expect(videos).toHaveCount(6);
  await expectWindow(page, tour);
  if (page.viewportSize()!.width < 768) {
    // on a phone the list scrolls under the title: its close button stays at hand at the end
    await tour.getByRole('button', { name: 'Watch more' }).scrollIntoViewIfNeeded();
    await expect(tour.getByRole('button', { name: 'Close' })).toBeInViewport();
  }
  await expectNoAxeViolations(page);

  await videos.filter({ hasText: 'Answer a booking request' }).click();
  const player = page.getByRole('dialog', { name: 'Answer a booking request' });
  await expect(player).toBeVisible();
  await expectWindow(page, player);
  const video = player.locator('video');
  // the recording decodes and plays: frames of its size, and time goes on
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  // the English captions are loaded and shown, starting with the first beat's words
  const captions = () =>
    video.evaluate((v: HTMLVideoElement) => {
      const track = v.querySelector('track')!;
      return {
        language: track.srclang,
        ready: track.readyState,
        mode: track.track.mode,
        first: track.track.cues?.[0] ? (track.track.cues[0] as VTTCue).text : null,
      };
    });
  await expect.poll(captions).toEqual({
    language: 'en-US',
    ready: 2,
    mode: 'showing',
    first: 'Booking requests wait under Bookings, in the Requests tab.',
  });
  await expectNoAxeViolations(page);

  // Escape closes the video and comes back to the list; its close button ends the tour
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Close' }).click();
  await expect(tour).toBeHidden();

  // seen: after a reload (its interactions read again) the tour stays closed
  const interactions = page.waitForResponse(
    (res) => res.url().endsWith('/api/app/user/interactions') && res.request().method() === 'GET',
  );
  await page.reload();
  const seen = (await (await interactions).json()) as {
    interactions: { interactionType: string; interacted: boolean }[];
  };
  expect(seen.interactions).toContainEqual(
    expect.objectContaining({ interactionType: 'welcomeTour', interacted: true }),
  );
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
  await expect(tour).toHaveCount(0);

  // the help menu opens the videos again
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('dialog', { name: 'Help' }).getByRole('button', { name: 'Tutorial videos' }).click();
  await expect(tour).toBeVisible();
});
