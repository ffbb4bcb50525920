import { REGISTRATION_FIELDS, registrationSettingsSchema } from '@plaza/contracts/registration';
import type { RegistrationFieldRule } from '@plaza/contracts/registration-patterns';
import { describe, expect, it } from 'vitest';

import {
  describeFieldHint,
  listFormFields,
  listMobileFormFields,
  readFieldErrors,
  validateFormField,
} from './registration-rules';

function rule(overrides: Partial<RegistrationFieldRule>): RegistrationFieldRule {
  return {
    enabled: true,
    required: false,
    minLength: null,
    maxLength: null,
    patternId: null,
    acceptedPattern: '*',
    ...overrides,
  };
}

describe('describeFieldHint', () => {
  it('names the pattern by id and substitutes min and max', () => {
    expect(describeFieldHint(rule({ patternId: 1, minLength: 6, maxLength: 16 }))).toEqual({
      patternKey: 'validation.patternHint.1',
      length: { kind: 'range', min: 6, max: 16 },
    });
  });

  it('gives one number when min equals max, and nothing without bounds or pattern', () => {
    expect(describeFieldHint(rule({ patternId: 11, minLength: 10, maxLength: 10 })).length).toEqual({
      kind: 'exact',
      count: 10,
    });
    expect(describeFieldHint(rule({}))).toEqual({ patternKey: null, length: null });
  });
});

describe('validateFormField', () => {
  const username = rule({ required: true, minLength: 6, maxLength: 16, patternId: 1 });

  it('maps each refusal to its message key', () => {
    expect(validateFormField('username', username, { username: '' })).toBe('validation.required');
    expect(validateFormField('username', username, { username: '  ' })).toBe('validation.required');
    expect(validateFormField('username', username, { username: 'abc' })).toBe('validation.tooShort');
    expect(validateFormField('username', username, { username: 'a'.repeat(17) })).toBe('validation.tooLong');
    expect(validateFormField('username', username, { username: '1player' })).toBe('validation.pattern');
    expect(validateFormField('username', username, { username: ' player1 ' })).toBeNull();
  });

  it('requires the confirmation to equal the password, untrimmed', () => {
    const confirm = rule({ required: true, minLength: 6, maxLength: 20 });
    expect(
      validateFormField('confirmPassword', confirm, { password: 'Abc123', confirmPassword: 'Abc124' }),
    ).toBe('validation.mismatch');
    expect(
      validateFormField('confirmPassword', confirm, { password: 'Abc123 ', confirmPassword: 'Abc123' }),
    ).toBe('validation.mismatch');
    expect(
      validateFormField('confirmPassword', confirm, { password: 'Abc123', confirmPassword: 'Abc123' }),
    ).toBeNull();
  });

  it('leaves an empty optional field alone', () => {
    expect(validateFormField('email', rule({ patternId: 3, minLength: 5 }), {})).toBeNull();
  });
});

describe('listFormFields', () => {
  const off = rule({ enabled: false });
  const settings = registrationSettingsSchema.parse({
    fields: {
      ...Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, off])),
      username: rule({}),
      password: rule({}),
      captcha: rule({}),
      affiliateCode: rule({}),
    },
    ageLimit: 18,
    birthdayConfirmationAge: 21,
    smsExpiredMinutes: 5,
  });

  it('draws only enabled fields, never the captcha, and the invitation code only when asked', () => {
    expect(listFormFields(settings, false).map(({ field }) => field)).toEqual(['username', 'password']);
    expect(listFormFields(settings, true).map(({ field }) => field)).toEqual([
      'username',
      'password',
      'affiliateCode',
    ]);
  });
});

describe('listMobileFormFields', () => {
  const off = rule({ enabled: false });
  const settings = registrationSettingsSchema.parse({
    fields: {
      ...Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, off])),
      username: rule({ required: true, minLength: 6 }),
      password: rule({ required: true, minLength: 6, patternId: 5 }),
      nickname: rule({ required: false }),
      email: rule({ required: true, patternId: 3 }),
      mobileNum: rule({ required: false }),
      verificationCode: rule({ required: false }),
      affiliateCode: rule({ required: false }),
    },
    ageLimit: 18,
    birthdayConfirmationAge: 21,
    smsExpiredMinutes: 5,
  });
  const fieldsOf = (options: { isAffiliateCodeShown: boolean; isPasswordAsked: boolean }) =>
    listMobileFormFields(settings, options).map(({ field }) => field);

  it('asks for the password and its confirmation, required, only when the deployment asks for one', () => {
    const fields = listMobileFormFields(settings, { isAffiliateCodeShown: false, isPasswordAsked: true });
    expect(fields.map(({ field }) => field)).toEqual(['password', 'confirmPassword', 'email']);
    // The confirmation's rule is off in these settings, yet the server requires it with a password.
    expect(fields.find(({ field }) => field === 'confirmPassword')?.rule).toMatchObject({
      enabled: true,
      required: true,
    });
    expect(fields.find(({ field }) => field === 'password')?.rule).toMatchObject({
      minLength: 6,
      patternId: 5,
    });
    expect(fieldsOf({ isAffiliateCodeShown: false, isPasswordAsked: false })).toEqual(['email']);
  });

  it('never asks for the user name, leaves optional extras out and adds the invitation code when shown', () => {
    expect(fieldsOf({ isAffiliateCodeShown: true, isPasswordAsked: false })).toEqual([
      'email',
      'affiliateCode',
    ]);
  });
});

describe('readFieldErrors', () => {
  it('keeps known fields with known message keys', () => {
    expect(
      readFieldErrors({ fields: { username: 'validation.pattern', confirmPassword: 'validation.mismatch' } }),
    ).toEqual({ username: 'validation.pattern', confirmPassword: 'validation.mismatch' });
  });

  it('reads anything else as no field errors', () => {
    expect(readFieldErrors(null)).toEqual({});
    expect(readFieldErrors({ fields: { username: 'Bad name' } })).toEqual({});
    expect(readFieldErrors({ fields: { notAField: 'validation.required' } })).toEqual({});
  });
});
