import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { publicSettings } from './public-settings.ts';

/**
 * The help dropdown's WhatsApp button follows SUPPORT_WHATSAPP_NUMBER (issue 10); the expired
 * verification's mailto follows SUPPORT_EMAIL (issue 11).
 */
describe('the support contacts', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('is in the public settings in international form when configured', async () => {
    t = await createTestApp({
      SUPPORT_WHATSAPP_NUMBER: '+41 79 123-45 67',
      SUPPORT_EMAIL: 'help-desk@example.test',
    });
    const res = await t.app.inject({ url: '/api/public/settings' });
    expect(res.json().supportWhatsAppNumber).toBe('+41791234567');
    expect(res.json().supportEmail).toBe('help-desk@example.test');
  });

  it('has the support e-mail address, by default support@localhost', () => {
    expect(publicSettings(loadConfig({})).supportEmail).toBe('support@localhost');
    expect(publicSettings(loadConfig({ SUPPORT_EMAIL: 'team@example.test' })).supportEmail).toBe(
      'team@example.test',
    );
  });

  it('is null when not configured, so no button shows', () => {
    expect(publicSettings(loadConfig({})).supportWhatsAppNumber).toBeNull();
    expect(publicSettings(loadConfig({ SUPPORT_WHATSAPP_NUMBER: '' })).supportWhatsAppNumber).toBeNull();
  });

  it('refuses a number without its country code, or that is not a phone number', () => {
    for (const bad of [
      '079 123 45 67',
      '0041791234567',
      '+0 79 123 45 67',
      '+41 79',
      'call us',
      '+4179123456789012',
    ]) {
      expect(() => loadConfig({ SUPPORT_WHATSAPP_NUMBER: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ SUPPORT_WHATSAPP_NUMBER: 'call us' })).toThrow(/SUPPORT_WHATSAPP_NUMBER/);
  });
});
