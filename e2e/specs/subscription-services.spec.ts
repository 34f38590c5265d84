import { expectNoAxeViolations } from '../fixtures/auth';
import { createBookableUnit, guestAsks, newGuest, stayDates, uniqueTitle } from '../fixtures/factories';
import { mailsTo } from '../fixtures/outbox';
import { payPlusPlan } from '../fixtures/subscriptions';
import { expect, test } from '../fixtures/test';

/**
 * Issue 12 (ADR 39): a hybrid host (commission and subscription, so with the inbox) on Plus
 * switches on the plan's services in the payment details (by keyboard), and each one does what it
 * says: the phone on the public page, the unit featured in the public search, the host's words in
 * the guest's inquiry e-mail, the guest's e-mail above the conversation; the inquiry took one of
 * the plan's leads.
 */
test('a Plus host switches services on and each one shows where it says', async ({
  host,
  hostPage: page,
  staff,
}) => {
  test.setTimeout(150_000);
  await host.api.call('PUT', '/api/app/user/billing-tag/hybrid_7/save');
  await host.api.call('PATCH', '/api/app/user/info', { data: { phoneForGuests: '+49 30 9876543' } });
  await payPlusPlan(page, host);

  const services = page.getByRole('region', { name: 'Services of your plan' });
  await expect(services.getByRole('switch', { name: 'Visibility boost' })).toBeChecked();
  await expect(services.getByRole('switch', { name: 'Show your phone number' })).not.toBeChecked();
  // Pro's services name their plan instead of a switch
  await expect(services.getByRole('switch', { name: 'Diamond badge' })).toHaveCount(0);
  await expect(services.getByText('In the Pro plan').first()).toBeVisible();
  await expectNoAxeViolations(page);

  for (const name of ['Show your phone number', 'Show the guest’s e-mail', 'Inquiry message']) {
    await services.getByRole('switch', { name }).focus();
    await page.keyboard.press('Space');
    await expect(services.getByRole('switch', { name })).toBeChecked();
  }
  // the inquiry message needs its words
  await services.getByRole('button', { name: 'Save services' }).click();
  await expect(services.getByText('Write the message, or switch the service off.')).toBeVisible();
  await services
    .getByRole('textbox', { name: /Your message to guests/ })
    .fill('Thank you for asking! We answer within the day, usually by noon.');
  await services.getByRole('button', { name: 'Save services' }).click();
  await expect(services.getByRole('status')).toHaveText('Your services are saved.');
  await expectNoAxeViolations(page);

  // the public page shows the phone; the search features the unit (visibility boost)
  const title = uniqueTitle('Harbour loft');
  const { unitId } = await createBookableUnit(host.api, { staff, bookingType: 'onRequest', title });
  const stay = await page.context().newPage();
  await stay.goto(`/stay/${unitId}`);
  await expect(stay.getByRole('link', { name: /\+49 30 9876543/ })).toHaveAttribute('href', /^tel:/);
  await stay.goto(`/stays?q=${encodeURIComponent(title)}`);
  const card = stay.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Featured');
  await stay.close();

  // a guest asks: the acknowledgement carries the host's words; one lead is taken
  const guest = newGuest('Greta Asker');
  await guestAsks(host.api, unitId, {
    ...stayDates(40, 3),
    guest,
    message: 'Is the loft quiet at night?',
  });
  await expect
    .poll(() =>
      mailsTo(guest.email).some((m) => m.body.includes('We answer within the day, usually by noon.')),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByTestId('credit-leads')).toContainText('119 of 120 left');

  // the inbox shows the guest's e-mail above the conversation
  await page.goto('/messages');
  // on a phone the list and the conversation are two screens: open it from the list
  await page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('listitem')
    .filter({ hasText: guest.name })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: guest.name })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(guest.email) })).toHaveAttribute(
    'href',
    `mailto:${guest.email}`,
  );
});
