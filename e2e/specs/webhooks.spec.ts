import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit, guestRequests, newGuest, stayDates } from '../fixtures/factories';
import { expect, test } from '../fixtures/test';

/**
 * Webhooks (issue 13, ADR 0042) from the host's side: on /account/api the host adds an endpoint
 * (a receiver this test runs on 127.0.0.1; the e2e server has FEEDS_ALLOW_PRIVATE, which lets
 * webhooks use http and loopback addresses as it lets calendar feeds), picks its events and sees
 * the signing secret once. A guest's booking request then reaches the receiver signed with that
 * secret, the host sees the delivery with the receiver's answer, sends it again, and the receiver
 * gets the same event once more.
 *
 * The job queue does not run under NODE_ENV=test: POST /api/test/webhooks runs the
 * `webhook-deliveries` job's sender as the queue would (within seconds of an event or a replay).
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that answers each request with the next of `answers` (then 200). */
async function startReceiver(answers: [number, string][]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const [status, text] = answers.shift() ?? [200, 'ok'];
      res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/host-portal`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The receiver's own check of a request, as the API documentation describes it. */
function signedWith(secret: string, r: Received) {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['x-webhook-signature']));
  if (!m) return false;
  const fresh = Math.abs(Date.now() / 1000 - Number(m[1])) < 300;
  return fresh && m[2] === createHmac('sha256', secret).update(`${m[1]}.${r.body}`).digest('hex');
}

/** The `webhook-deliveries` job, run now. */
async function runDeliveries(request: APIRequestContext) {
  const res = await request.post('/api/test/webhooks');
  expect(res.ok(), await res.text()).toBe(true);
}

/** Presses a control by keyboard. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

test('a host adds a webhook endpoint, receives a signed event, sees it delivered and sends it again', async ({
  host,
  hostPage: page,
  staff,
}, testInfo) => {
  test.setTimeout(120_000);
  // the first delivery is answered 200, the replay 202: the log shows each answer
  const receiver = await startReceiver([
    [200, 'thanks'],
    [202, 'accepted again'],
  ]);
  try {
    const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest' });

    await page.goto('/account/api');
    await expect(page.getByRole('heading', { level: 1, name: 'API and webhooks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();

    // add the endpoint by keyboard: the address field has the focus, every event is preselected
    await press(page.getByRole('button', { name: 'Add endpoint' }));
    const form = page.getByRole('dialog', { name: 'Add endpoint' });
    const address = form.getByRole('textbox', { name: /Address/ });
    await expect(address).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(receiver.url);
    await expectNoAxeViolations(page);
    // keep "Request received" and "Booking created"; leave out the others
    for (const name of ['Booking changed', 'Booking cancelled', 'Message received', 'Review received']) {
      const box = form.getByRole('checkbox', { name });
      await press(box, 'Space');
      await expect(box).not.toBeChecked();
    }
    await expect(form.getByRole('checkbox', { name: 'Request received' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Booking created' })).toBeChecked();
    await press(form.getByRole('button', { name: 'Add endpoint' }));

    // the signing secret, once
    const shown = page.getByRole('dialog', { name: "Your endpoint's signing secret" });
    const secretBox = shown.getByRole('textbox', { name: 'Secret' });
    await expect(secretBox).toHaveValue(/^whsec_\S{20,}$/);
    const secret = await secretBox.inputValue();
    await expect(shown).toContainText('shown only this once');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/pw-webhooks/secret-${testInfo.project.name}.png` });
    await press(shown.getByRole('button', { name: 'I have copied it' }));
    await expect(shown).toBeHidden();

    const card = page.getByRole('article', { name: receiver.url });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('Request received', { exact: true })).toBeVisible();
    await expect(card.getByText('Booking created', { exact: true })).toBeVisible();
    await expect(card.getByText('Message received', { exact: true })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(secret);
    await page.reload();
    await expect(card).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);

    // nothing has happened yet
    await press(card.getByRole('button', { name: 'Deliveries' }));
    await expect(card.getByText('No deliveries yet.')).toBeVisible();
    await press(card.getByRole('button', { name: 'Hide deliveries' }));

    // a guest asks to book: the receiver gets request.received, signed with the secret
    const guest = newGuest('Hanna Webhook');
    const request = await guestRequests(host.api, unitId, { ...stayDates(30, 3), guest });
    await runDeliveries(page.request);
    await expect.poll(() => receiver.received.length).toBe(1);
    const [first] = receiver.received;
    expect(signedWith(secret, first!)).toBe(true);
    expect(signedWith('whsec_not-the-secret', first!)).toBe(false);
    expect(first!.headers['x-webhook-event']).toBe('request.received');
    const event = JSON.parse(first!.body);
    expect(event).toMatchObject({
      type: 'request.received',
      data: { reservation: { id: request.id, kind: 'booking_request', unitId, guestName: guest.name } },
    });
    expect(first!.headers['x-webhook-event-id']).toBe(event.id);

    // the host sees the delivery and the receiver's answer
    await press(card.getByRole('button', { name: 'Deliveries' }));
    const delivery = card.getByRole('listitem').filter({ hasText: 'Request received' }).first();
    await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
    const attempts = delivery.getByRole('list', { name: 'Attempts' }).getByRole('listitem');
    await expect(attempts).toHaveCount(1);
    await expect(attempts.first()).toContainText(/HTTP 200 in \d+ ms/);
    await expect(attempts.first()).toContainText('thanks');
    await delivery.getByText('Payload').click();
    await expect(delivery).toContainText(request.id);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `/tmp/pw-webhooks/deliveries-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // sent again: waiting, then (the job's next run) the receiver's second answer in the log
    await press(delivery.getByRole('button', { name: 'Send again' }));
    await expect(page.getByText('It will be sent again in a moment.')).toBeVisible();
    await expect(delivery.getByText('Waiting', { exact: true })).toBeVisible();
    await expect(delivery.getByRole('button', { name: 'Send again' })).toHaveCount(0);
    await runDeliveries(page.request);
    await expect.poll(() => receiver.received.length).toBe(2);
    const second = receiver.received[1]!;
    // the same event, signed anew
    expect(second.body).toBe(first!.body);
    expect(signedWith(secret, second)).toBe(true);
    // the log reads itself again while a delivery is on its way: no reload needed
    await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(attempts).toHaveCount(2);
    await expect(delivery).toContainText(/HTTP 202 in \d+ ms/);
    await expect(delivery).toContainText('accepted again');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/pw-webhooks/replayed-${testInfo.project.name}.png`, fullPage: true });
  } finally {
    await receiver.close();
  }
});
