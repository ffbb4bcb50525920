import { describe, expect, it } from 'vitest';

import { ERROR_CODES, ERROR_STATUS } from './error-codes';
import { ERROR_MESSAGES } from './error-messages';
import { LANGUAGES } from './languages';

// The failures docs/product/errors.md names, by the code that carries each.
const SPEC_CATALOGUE = [
  'not.logged.in',
  'network.error',
  'load.timeout',
  'username.or.email.not.found',
  'unknown.error',
  'invalid.url',
  'region.restricted',
  'system.maintenance',
  'game.maintenance',
  'non.member.login',
  'agent.only',
  'verification.required',
  'need.true.account',
  'invitation.code.invalid',
  'password.incorrect',
  'phone.invalid',
  'phone.missing',
  'too.many.requests',
  'verification.code.invalid',
  'verification.code.expired',
  'captcha.invalid',
  'quota.insufficient',
  'operation.not.enabled',
  'popup.closed',
  'upload.invalid',
  'remark.too.long',
];

describe('error catalogue', () => {
  it('has every failure of docs/product/errors.md', () => {
    expect(ERROR_CODES).toEqual(expect.arrayContaining(SPEC_CATALOGUE));
  });

  it.each(LANGUAGES)('has a distinct, non-empty message for every code in %s', (language) => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES[language][code].trim().length, `${language} ${code}`).toBeGreaterThan(0);
    }
    if (language !== 'en') {
      const translated = ERROR_CODES.filter(
        (code) => ERROR_MESSAGES[language][code] !== ERROR_MESSAGES.en[code],
      );
      expect(translated).toHaveLength(ERROR_CODES.length);
    }
  });

  it('maps the contract statuses', () => {
    expect(ERROR_STATUS['not.logged.in']).toBe(401);
    expect(ERROR_STATUS['need.true.account']).toBe(403);
    expect(ERROR_STATUS['too.many.requests']).toBe(429);
    expect(ERROR_STATUS['system.maintenance']).toBe(503);
    expect(ERROR_STATUS['unknown.error']).toBe(500);
  });
});
