import { z } from 'zod';

import { loginResponseSchema } from './accounts';
import { VERIFICATION_CODE_MAX_LENGTH } from './constants';
import { registrationFieldRuleSchema } from './registration-patterns';

/** Every registration field whose rule the server configures (docs/product/registration.md#registration). */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'nickname',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'wechat',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export const registrationFieldSchema = z.enum(REGISTRATION_FIELDS);
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

/** GET /wps/system/setting/register: the field rules and the ages the form declares. */
export const registrationSettingsSchema = z.object({
  fields: z.record(registrationFieldSchema, registrationFieldRuleSchema),
  ageLimit: z.number().int(),
  birthdayConfirmationAge: z.number().int(),
  smsExpiredMinutes: z.number().int().positive(),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

const optionalText = z.string().max(VERIFICATION_CODE_MAX_LENGTH).optional();

/** The decrypted payload of PUT /wps/member/register and /register/mobile. */
export const registerRequestSchema = z.object({
  username: optionalText,
  password: optionalText,
  confirmPassword: optionalText,
  payeeName: optionalText,
  email: optionalText,
  nickname: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  telegram: optionalText,
  zalo: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  birthday: optionalText,
  address: optionalText,
  nationality: optionalText,
  occupation: optionalText,
  sourceOfIncome: optionalText,
  countryDialingCode: z.string().max(8).optional(),
  referralCode: z.string().max(64).optional(),
  registerUrl: z.string().max(2048).optional(),
  domain: z.string().max(255).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
  challenge: z.string().max(16_384).optional(),
  /**
   * The third-party phone check (docs/product/registration.md#the-third-party-phone-check): the service's channel
   * and the ID token it gave for the confirmed number, sent instead of our SMS code.
   */
  firebaseChannel: z.string().max(32).optional(),
  firebaseIdToken: z.string().max(8192).optional(),
  isTermsAccepted: z.literal(true),
  isAgeConfirmed: z.literal(true),
  device: z.string().max(256).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = loginResponseSchema;

/** GET /wps/agent/affiliate: a valid invitation code answers its agent's display name. */
export const affiliateQuerySchema = z.object({
  code: z.string().min(1).max(64),
  domain: z.string().max(255).optional(),
});
export const affiliateSchema = z.object({ code: z.string(), agentNickname: z.string().nullable() });
