import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type LocalText, localText, requestLocale } from '../settings/request-locale.ts';
import type { CheckoutService } from './checkout.service.ts';
import { testCardOutcome } from './payment-provider.ts';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Facts = NonNullable<Awaited<ReturnType<CheckoutService['view']>>>;

function money(text: LocalText, cents: number, currency: string) {
  return new Intl.NumberFormat(text.locale.replace('_', '-'), { style: 'currency', currency }).format(
    cents / 100,
  );
}

const STYLE = `
  body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;color:#1a1b1e}
  main{max-width:440px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 4px #0002}
  h1{font-size:1.4rem;margin:0 0 4px} .muted{color:#5c5f66} label{display:block;margin:14px 0 4px;font-weight:600}
  input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #adb5bd;border-radius:6px;font-size:1rem}
  .row{display:flex;gap:12px} .row>div{flex:1} .err{color:#c92a2a;margin-top:4px}
  .alert{background:#fff5f5;border:1px solid #ffc9c9;color:#c92a2a;padding:10px;border-radius:6px;margin-top:14px}
  button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#1864ab;color:#fff;font-size:1rem;font-weight:600}
  button.secondary{background:#e9ecef;color:#1a1b1e} .test{margin-top:16px;font-size:.85rem}
  @media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh}}`;

function layout(text: LocalText, title: string, body: string) {
  return `<!doctype html><html lang="${esc(text.locale.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function summary(text: LocalText, f: Facts) {
  return `<h1>${esc(text.t('checkout.title'))}</h1>
<p class="muted">${esc(text.t(`subscriptions.plan.${f.plan.family}`))} · ${esc(
    text.t(f.plan.periodUnit === 'year' ? 'checkout.perYear' : 'checkout.perMonth', {
      amount: money(text, f.amount, f.plan.currency),
    }),
  )}</p>`;
}

type Errors = Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>>;

function cardForm(
  text: LocalText,
  f: Facts,
  values: Record<string, string> = {},
  errors: Errors = {},
  alert = '',
) {
  const field = (name: keyof Errors, label: string, extra: string) => {
    const error = errors[name];
    return `<label for="${name}">${esc(label)}</label>
<input id="${name}" name="${name}" value="${esc(values[name] ?? '')}" ${extra}${
      error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    }>${error ? `<div class="err" id="${name}-error">${esc(error)}</div>` : ''}`;
  };
  return `${summary(text, f)}
${alert ? `<div class="alert" role="alert">${esc(alert)}</div>` : ''}
<form method="post" action="/checkout/${f.page.id}/pay" novalidate>
${field('name', text.t('checkout.name'), 'autocomplete="cc-name" required')}
${field('number', text.t('checkout.number'), 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row"><div>${field('expiry', text.t('checkout.expiry'), 'placeholder="MM/YY" autocomplete="cc-exp" required')}</div>
<div>${field('cvc', text.t('checkout.cvc'), 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>
<button type="submit">${esc(text.t('checkout.pay', { amount: money(text, f.amount, f.plan.currency) }))}</button>
</form>
<form method="post" action="/checkout/${f.page.id}/cancel"><button class="secondary" type="submit">${esc(
    text.t('checkout.cancel'),
  )}</button></form>
<p class="test muted">${esc(text.t('checkout.testMode'))}</p>`;
}

/**
 * The built-in provider's hosted checkout (test mode, ADR 35): `/checkout/{hostedPageId}` shows the
 * plan and a card form; the standard test numbers succeed, decline, or ask for a confirmation step
 * like 3-D Secure. A success confirms the payment to the portal (as a provider's webhook would, with
 * an event id) and sends the host back to the portal with the hostedPageId. Plain HTML forms, no
 * script; the card number never leaves this request (only brand, last 4 and expiry are kept).
 */
export const checkoutPages: FastifyPluginAsync<{
  checkout: CheckoutService;
  returnPath: string;
  now?: () => Date;
}> = async (app, { checkout, returnPath, now = () => new Date() }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    await app.register(formbody, { bodyLimit: 4096 });
  // back to the page's own return path (checked by the contract: a path of the portal) or the default
  const back = (reply: FastifyReply, page: { id: string; return_path: string | null }, state: string) =>
    reply.redirect(
      `${page.return_path ?? returnPath}?hostedPageId=${encodeURIComponent(page.id)}&state=${state}`,
      303,
    );
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  /** The card form again, with what the host typed (never the number or the code) and why not. */
  const formPage = (
    reply: FastifyReply,
    text: LocalText,
    facts: Facts,
    status: number,
    values: Record<string, string> = {},
    errors: Errors = {},
    alert = '',
  ) =>
    html(reply, status, layout(text, text.t('checkout.title'), cardForm(text, facts, values, errors, alert)));
  const params = z.object({ id: z.uuid() });

  async function open(id: string, reply: FastifyReply, text: LocalText) {
    const facts = await checkout.view(id);
    if (!facts) {
      html(
        reply,
        404,
        layout(text, text.t('checkout.title'), `<h1>${esc(text.t('checkout.notFound'))}</h1>`),
      );
      return null;
    }
    if (facts.page.status === 'succeeded') {
      back(reply, facts.page, 'succeeded');
      return null;
    }
    if (facts.page.status === 'abandoned' || facts.page.status === 'failed') {
      back(reply, facts.page, 'cancelled');
      return null;
    }
    return facts;
  }

  app.get<{ Params: { id: string } }>(
    '/checkout/:id',
    { schema: { params, hide: true } },
    async (req, reply) => {
      const text = localText(requestLocale(req));
      const facts = await open(req.params.id, reply, text);
      if (facts) return formPage(reply, text, facts, 200);
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/checkout/:id/pay',
    { schema: { params, hide: true } },
    async (req, reply) => {
      const text = localText(requestLocale(req));
      const facts = await open(req.params.id, reply, text);
      if (!facts) return;
      const body = req.body ?? {};
      const card = {
        number: String(body.number ?? ''),
        expiry: String(body.expiry ?? ''),
        cvc: String(body.cvc ?? ''),
        name: String(body.name ?? ''),
      };
      const outcome = testCardOutcome(card, now());
      // typed values come back, but never the card number or the code
      const keep = { name: card.name, expiry: card.expiry };
      if (outcome.kind === 'invalid') {
        return formPage(reply, text, facts, 400, keep, {
          [outcome.field]: text.t(`checkout.errors.${outcome.reason}`),
        });
      }
      if (outcome.kind === 'declined') {
        await checkout.failed(facts.page.id, outcome.reason);
        return formPage(reply, text, facts, 402, keep, {}, text.t(`checkout.errors.${outcome.reason}`));
      }
      const [month, year] = card.expiry.split('/').map((p) => Number(p.trim()));
      const source = { brand: outcome.brand, last4: outcome.last4, expMonth: month!, expYear: 2000 + year! };
      if (outcome.kind === 'authenticate') {
        const hidden = Object.entries(source)
          .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(String(v))}">`)
          .join('');
        return html(
          reply,
          200,
          layout(
            text,
            text.t('checkout.authenticate.title'),
            `${summary(text, facts)}<h2>${esc(text.t('checkout.authenticate.title'))}</h2>
<p>${esc(text.t('checkout.authenticate.text', { last4: outcome.last4 }))}</p>
<form method="post" action="/checkout/${facts.page.id}/authenticate">${hidden}
<button type="submit" name="outcome" value="complete">${esc(text.t('checkout.authenticate.complete'))}</button>
<button class="secondary" type="submit" name="outcome" value="fail">${esc(text.t('checkout.authenticate.fail'))}</button></form>`,
          ),
        );
      }
      await checkout.confirm({ eventId: `evt_${randomUUID()}`, hostedPageId: facts.page.id, card: source });
      return back(reply, facts.page, 'succeeded');
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/checkout/:id/authenticate',
    { schema: { params, hide: true } },
    async (req, reply) => {
      const text = localText(requestLocale(req));
      const facts = await open(req.params.id, reply, text);
      if (!facts) return;
      const body = req.body ?? {};
      if (body.outcome !== 'complete') {
        await checkout.failed(facts.page.id, 'authenticationFailed');
        return formPage(reply, text, facts, 402, {}, {}, text.t('checkout.errors.authenticationFailed'));
      }
      const card = {
        brand: String(body.brand ?? 'card').slice(0, 20),
        last4: String(body.last4 ?? '')
          .replace(/\D/g, '')
          .slice(-4),
        expMonth: Number(body.expMonth) || 1,
        expYear: Number(body.expYear) || 2000,
      };
      await checkout.confirm({ eventId: `evt_${randomUUID()}`, hostedPageId: facts.page.id, card });
      return back(reply, facts.page, 'succeeded');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/checkout/:id/cancel',
    { schema: { params, hide: true } },
    async (req, reply) => {
      const text = localText(requestLocale(req));
      const facts = await open(req.params.id, reply, text);
      if (!facts) return;
      await checkout.abandon(facts.page.id);
      return back(reply, facts.page, 'cancelled');
    },
  );
};
