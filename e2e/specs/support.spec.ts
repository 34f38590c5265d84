import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/auth';
import { mailsTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

/**
 * Issue 10, the staff's support queue (ADR 0024): a host writes through the contact form (its API,
 * help.spec.ts drives the form itself), staff find the request in the queue by its reference and
 * answer it; the answer is kept in the request's history and e-mailed to the host. Hosts never
 * see the queue.
 */

/** The value of a request's detail, by its term ("Reference"). */
const field = (page: Page, term: string) =>
  page.locator('dt', { hasText: `${term}:` }).locator('xpath=following-sibling::dd[1]');

const DETAILS = 'The calendar shows my unit as blocked on 3 May, but nothing is booked.';
const ANSWER = 'Thank you for the hint. The block came from your iCal feed; we removed it for you.';

test('staff find a host’s request by its reference, answer it, and the host gets the answer by e-mail', async ({
  host,
  staffPage: page,
}) => {
  test.setTimeout(90_000);
  const receipt = await host.api.call<{ id: string; reference: string }>(
    'POST',
    '/api/app/user/contact-form',
    { data: { topic: 'property-information-issue', body: DETAILS, pageId: 'calendar' }, expected: 201 },
  );
  const { reference } = receipt;
  expect(reference).toMatch(/^SR-[0-9A-Z]{6}$/);

  await page.goto('/staff/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Open' })).toBeChecked();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${host.firstName} ${host.lastName} <${host.email}>`);
  await expect(card).toContainText(DETAILS);
  await expect(card).toContainText('Open');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'Something is wrong with my property’s information' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/support/${receipt.id}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Something is wrong with my property’s information' }),
  ).toBeVisible();
  await expect(field(page, 'Reference')).toHaveText(reference);
  await expect(field(page, 'Host')).toHaveText(`${host.firstName} ${host.lastName} <${host.email}>`);
  await expect(field(page, 'Written from')).toHaveText('calendar');
  await expect(page.getByText(DETAILS)).toBeVisible();
  await expect(page.getByText('No answer yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // an empty answer is not sent
  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Write an answer.')).toBeVisible();
  await answer.fill(ANSWER);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(`The answer was sent to ${host.email}.`)).toBeVisible();

  // answered, with the answer in the history, and the form ready for a further answer
  const heading = page.getByRole('heading', { level: 1 }).locator('xpath=..');
  await expect(heading).toContainText('Answered');
  const history = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Answers' }) });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(ANSWER);
  await expect(page.getByText('No answer yet.')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'A further answer' })).toHaveValue('');
  await expectNoAxeViolations(page);

  // the host's inbox: the answer, quoting the reference and what the host wrote
  const answerMail = () =>
    mailsTo(host.email).find((mail) => mail.subject === `Our answer to your message (${reference})`);
  await expect.poll(answerMail, { message: `the answer e-mail to ${host.email}` }).toBeTruthy();
  const mail = answerMail()!;
  expect(mail.body).toContain(ANSWER);
  expect(mail.body).toContain(`> ${DETAILS}`);
  expect(mail.body).toContain(reference);

  // back in the queue: no longer open, listed under answered
  await page.getByRole('link', { name: 'All support requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: reference })).toHaveCount(0);
  await page.getByText('Answered', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=answered/);
  await expect(card).toContainText('Answered');
  await expect(card).toContainText('1 answer sent');
});

test('hosts do not see the support queue', async ({ host, hostPage: page }) => {
  const { id } = await host.api.call<{ id: string }>('POST', '/api/app/user/contact-form', {
    data: { topic: 'general-feedback', body: 'Just saying hello.' },
    expected: 201,
  });
  for (const path of ['/staff/support', `/staff/support/${id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff pages' })).toHaveCount(0);
    await expect(page.getByText('Just saying hello.')).toHaveCount(0);
  }
});
