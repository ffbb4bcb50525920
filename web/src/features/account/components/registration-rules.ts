import { FIELD_MESSAGE_KEYS } from '@plaza/contracts/field-errors';
import type { FieldMessageKey } from '@plaza/contracts/field-errors';
import type { RegistrationField, RegistrationSettings } from '@plaza/contracts/registration';
import { registrationFieldSchema } from '@plaza/contracts/registration';
import {
  formatLengthHint,
  REGISTRATION_PATTERNS,
  validateFieldValue,
} from '@plaza/contracts/registration-patterns';
import type { LengthHint, PatternId, RegistrationFieldRule } from '@plaza/contracts/registration-patterns';
import { z } from 'zod';

/**
 * The fields the register forms draw from the rules, in screen order. Not here: the mobile number and its SMS
 * code (verificationCode), which the register-by-mobile form draws with a dialing code and a countdown; the
 * captcha (the challenge stands in for it); and affiliateCode, added last because it depends on the page
 * address's referral code.
 */
export const FORM_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'nickname',
  'email',
  'birthday',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'wechat',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const satisfies readonly RegistrationField[];
export type FormField = (typeof FORM_FIELDS)[number] | 'affiliateCode';

/** Fields whose value is a secret: typed in a password input and sent untrimmed. */
export const SECRET_FIELDS: ReadonlySet<FormField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

/** The enabled fields of the settings, in screen order, with the invitation code when it is to be shown. */
export function listFormFields(
  settings: RegistrationSettings,
  isAffiliateCodeShown: boolean,
): { field: FormField; rule: RegistrationFieldRule }[] {
  const fields: FormField[] = [...FORM_FIELDS, ...(isAffiliateCodeShown ? (['affiliateCode'] as const) : [])];
  return fields.flatMap((field) => {
    const rule = settings.fields[field];
    return rule.enabled ? [{ field, rule }] : [];
  });
}

/** The fields asked only when a password is: by mobile they come with MOBILENUMPASSREG3. */
const PASSWORD_FIELDS: ReadonlySet<FormField> = new Set(['password', 'confirmPassword']);

/**
 * The fields the register-by-mobile form draws besides the number and its SMS code, in screen order: the
 * password and its confirmation when the deployment asks for one (then always required, as the server
 * requires them), every other field the rules make required (the user name excepted: the server derives it
 * from the number), and the invitation code when it is to be shown. Optional extras stay out of this short
 * form; the member fills them in the profile later.
 */
export function listMobileFormFields(
  settings: RegistrationSettings,
  options: { isAffiliateCodeShown: boolean; isPasswordAsked: boolean },
): { field: FormField; rule: RegistrationFieldRule }[] {
  const fields: FormField[] = [
    ...FORM_FIELDS,
    ...(options.isAffiliateCodeShown ? (['affiliateCode'] as const) : []),
  ];
  return fields.flatMap((field) => {
    const rule = settings.fields[field];
    if (field === 'username') {
      return [];
    }
    if (PASSWORD_FIELDS.has(field)) {
      return options.isPasswordAsked ? [{ field, rule: { ...rule, enabled: true, required: true } }] : [];
    }
    const isShown = rule.enabled && (rule.required || field === 'affiliateCode');
    return isShown ? [{ field, rule }] : [];
  });
}

/** What the hint under a field says: the pattern's message key and the length bounds, each when there is one. */
export interface FieldHint {
  patternKey: `validation.patternHint.${PatternId}` | null;
  length: LengthHint | null;
}

/**
 * The hint of a rule (docs/product/registration.md#registration: chosen by pattern id, min and max substituted,
 * one number when equal).
 */
export function describeFieldHint(rule: RegistrationFieldRule): FieldHint {
  return {
    patternKey: rule.patternId === null ? null : REGISTRATION_PATTERNS[rule.patternId].hintKey,
    length: formatLengthHint(rule.minLength, rule.maxLength),
  };
}

/**
 * The value a field sends: secrets as typed, everything else trimmed (docs/product/registration.md#registration).
 */
export function normaliseFieldValue(field: FormField, value: string): string {
  return SECRET_FIELDS.has(field) ? value : value.trim();
}

/**
 * Validates one field as the server will (same catalogue), plus the confirmation that must equal the password.
 * Returns the message key of the first problem, or null.
 */
export function validateFormField(
  field: FormField,
  rule: RegistrationFieldRule,
  values: Partial<Record<FormField, string>>,
): FieldMessageKey | null {
  const value = normaliseFieldValue(field, values[field] ?? '');
  const result = validateFieldValue(rule, value);
  if (!result.ok) {
    return `validation.${result.reason}`;
  }
  if (field === 'confirmPassword' && value !== (values.password ?? '')) {
    return 'validation.mismatch';
  }
  return null;
}

const fieldErrorsSchema = z.object({
  fields: z.record(z.string(), z.enum(FIELD_MESSAGE_KEYS)),
});

/** The field errors of a 400 request_param_err `value` (`{fields: {field: messageKey}}`), keyed by known field. */
export function readFieldErrors(details: unknown): Partial<Record<RegistrationField, FieldMessageKey>> {
  const parsed = fieldErrorsSchema.safeParse(details);
  if (!parsed.success) {
    return {};
  }
  const errors: Partial<Record<RegistrationField, FieldMessageKey>> = {};
  for (const [name, key] of Object.entries(parsed.data.fields)) {
    const field = registrationFieldSchema.safeParse(name);
    if (field.success) {
      errors[field.data] = key;
    }
  }
  return errors;
}
