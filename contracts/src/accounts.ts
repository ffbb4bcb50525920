import { z } from 'zod';

import { typedTextSchema } from './typed-text';

import { VERIFICATION_CODE_MAX_LENGTH } from './constants';

/**
 * Member types (docs/product/accounts.md#visitor-states-and-member-types): 0 member, 1/2/41/42 agents, 4 trial;
 * anything else is not a member.
 */
export const MEMBER_TYPE = { member: 0, trial: 4 } as const;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const SITE_MEMBER_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.trial, ...AGENT_TYPES];

/** Whether a member type is an agent's. */
export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  language: z.string().nullable(),
  icon: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const loginRequestSchema = z.object({
  username: typedTextSchema(1, 64),
  password: z.string().min(1).max(128),
  type: z.enum(['username', 'sms']).default('username'),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  challenge: z
    .string()
    .max(VERIFICATION_CODE_MAX_LENGTH * 64)
    .optional(),
  countryDialingCode: z.string().max(8).optional(),
  /** The agent area's login refuses non-agents (docs/product/accounts.md#the-agent-area). */
  area: z.enum(['MEMBER', 'AGENT']).default('MEMBER'),
  device: z.string().max(256).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  isDefaultPassword: z.boolean(),
  userInfo: memberInfoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `value` of a failed login: whether the form must now show a captcha. */
export const loginFailureSchema = z.object({ needCaptcha: z.boolean() });

/** GET /wps/captcha: a captcha image (base64 data URL) and the id to send back with its answer. */
export const captchaSchema = z.object({ captchaId: z.string(), image: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

/** GET /wps/verification/challenge: an ALTCHA v2 challenge object, passed to the widget as is. */
export const verificationChallengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
      })
      .loose(),
    signature: z.string().optional(),
  })
  .loose();

/** POST /wps/verification/sms/register: a code for registration (by user name or by mobile). */
export const smsRegisterRequestSchema = z.object({
  mobileNo: typedTextSchema(1, 20),
  countryDialingCode: typedTextSchema(1, 4),
  type: z.enum(['USERNAME', 'MOBILE']).default('MOBILE'),
});

/** POST /wps/verification/sms/noLogin: a code to log in by SMS, or to set a new password by phone. */
export const smsCodeRequestSchema = z.object({
  mobileNum: typedTextSchema(1, 20),
  countryDialingCode: typedTextSchema(1, 4),
  purpose: z.enum(['LOGIN', 'PASSWORD']).default('LOGIN'),
});

export const smsCodeResponseSchema = z.object({ expiredMinutes: z.number().int().positive() });

/** POST /wps/member/password (T, E). */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});

/** Form POST /wps/member/password/email. */
export const forgotByEmailRequestSchema = z.object({
  username: typedTextSchema(1, 64),
  email: typedTextSchema(3, 254),
});

/** POST /wps/member/password/verification (E). */
export const forgotByPhoneRequestSchema = z.object({
  newPassword: z.string().min(1).max(128),
  mobileNum: typedTextSchema(1, 20),
  countryDialingCode: typedTextSchema(1, 4),
  verificationCode: typedTextSchema(1, VERIFICATION_CODE_MAX_LENGTH),
});

/**
 * Second factors asked for on a login from a new IP (docs/product/accounts.md#second-factor-on-a-new-address),
 * each behind its own switch.
 */
export const SECOND_FACTOR_METHODS = ['MOBILE', 'EMAIL', 'BANK', 'GOOGLE'] as const;
export const secondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

/** `value` of the 403 second.factor.required answer to a login. */
export const secondFactorChallengeSchema = z.object({
  ticket: z.string(),
  methods: z.array(secondFactorMethodSchema),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** POST /wps/session/login/secondFactor/send: send the code for MOBILE or EMAIL. */
export const secondFactorSendSchema = z.object({
  ticket: z.string().min(1).max(64),
  method: z.enum(['MOBILE', 'EMAIL']),
});

/** POST /wps/session/login/secondFactor (E): the code, the bank account name or the authenticator code. */
export const secondFactorVerifySchema = z.object({
  ticket: z.string().min(1).max(64),
  method: secondFactorMethodSchema,
  code: typedTextSchema(1, 128),
});

/** GET /wps/member/totp/setup (T): a new authenticator secret to scan; it binds once confirmed. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** An authenticator code: six ASCII digits (RFC 6238 with the usual six-digit codes). */
export const TOTP_CODE_PATTERN = /^[0-9]{6}$/;
/** The fewest bytes an authenticator secret holds: 128 bits (RFC 4226 §4), below which otplib refuses it. */
export const TOTP_SECRET_MIN_BYTES = 16;

/**
 * True when `secret` is an authenticator secret a TOTP library can use: base32 (RFC 4648, either case) that
 * decodes whole (no length that ends inside a character, zero bits after the last byte, no more padding than
 * the last block needs) into at least TOTP_SECRET_MIN_BYTES bytes.
 */
export function isUsableTotpSecret(secret: string): boolean {
  const match = /^([A-Za-z2-7]+)(=*)$/.exec(secret);
  const characters = match?.[1]?.toUpperCase() ?? '';
  const paddingLength = match?.[2]?.length ?? 0;
  const bits = characters.length * 5;
  const leftoverBits = bits % 8;
  // Five or more bits left over would be a character that carries no byte (lengths 1, 3 and 6 of 8).
  if (characters === '' || leftoverBits >= 5 || paddingLength > (8 - (characters.length % 8)) % 8) {
    return false;
  }
  const lastValue = BASE32_ALPHABET.indexOf(characters.charAt(characters.length - 1));
  return (lastValue & ((1 << leftoverBits) - 1)) === 0 && Math.floor(bits / 8) >= TOTP_SECRET_MIN_BYTES;
}

/** POST /wps/member/totp (T, E): bind the secret by proving one code from it. */
export const totpBindSchema = z.object({
  secret: z.string().max(64).refine(isUsableTotpSecret),
  code: z.string().regex(TOTP_CODE_PATTERN),
});

/** POST /wps/session/login/freeplay (E): trial play; the server makes a trial member (type 4). */
export const freePlayRequestSchema = z.object({
  os: z.string().max(64).optional(),
  platform: z.literal('W').default('W'),
  gatewayVersion: z.number().int().optional(),
});

/** The play money a trial member starts with, in minor units (2,000.00). */
export const TRIAL_DEMO_BALANCE = 200_000;

/** The avatars a member can pick (docs/product/accounts.md#profile); the web app draws each one. */
export const PROFILE_ICONS = [
  'avatar-1',
  'avatar-2',
  'avatar-3',
  'avatar-4',
  'avatar-5',
  'avatar-6',
  'avatar-7',
  'avatar-8',
] as const;
export const profileIconSchema = z.object({
  icon: z.enum(PROFILE_ICONS).nullable(),
  choices: z.array(z.enum(PROFILE_ICONS)),
});
export const profileIconUpdateSchema = z.object({ icon: z.enum(PROFILE_ICONS) });

/** POST /wps/member/language (T): the language changed in the web app, kept for messages the server sends. */
export const languageUpdateSchema = z.object({ language: z.string().min(2).max(16) });
