/**
 * The closed list of error codes an API can answer with (api-contract.md "Envelope"). Each code has one HTTP
 * status here and one message per language in error-messages.ts; the compiler checks both are complete.
 */
export const ERROR_CODES = [
  'request_param_err',
  'function.not.available',
  'invalid.url',
  'verification.required',
  'invitation.code.invalid',
  'password.incorrect',
  'username.or.email.not.found',
  'phone.invalid',
  'phone.missing',
  'verification.code.invalid',
  'verification.code.expired',
  'captcha.invalid',
  'quota.insufficient',
  'operation.not.enabled',
  'popup.closed',
  'upload.invalid',
  'remark.too.long',
  'not.logged.in',
  'need.true.account',
  'agent.only',
  'region.restricted',
  'non.member.login',
  'not.found',
  'username.exists',
  'mobile.exists',
  'too.many.requests',
  'game.maintenance',
  'system.maintenance',
  'network.error',
  'load.timeout',
  'second.factor.required',
  'unknown.error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503> = {
  request_param_err: 400,
  'function.not.available': 400,
  'invalid.url': 400,
  'verification.required': 400,
  'invitation.code.invalid': 400,
  'password.incorrect': 400,
  'username.or.email.not.found': 400,
  'phone.invalid': 400,
  'phone.missing': 400,
  'verification.code.invalid': 400,
  'verification.code.expired': 400,
  'captcha.invalid': 400,
  'quota.insufficient': 400,
  'operation.not.enabled': 400,
  'popup.closed': 400,
  'upload.invalid': 400,
  'remark.too.long': 400,
  'not.logged.in': 401,
  'need.true.account': 403,
  'agent.only': 403,
  'region.restricted': 403,
  'non.member.login': 403,
  'not.found': 404,
  'username.exists': 409,
  'mobile.exists': 409,
  'too.many.requests': 429,
  'game.maintenance': 503,
  'system.maintenance': 503,
  'network.error': 503,
  'load.timeout': 503,
  'second.factor.required': 403,
  'unknown.error': 500,
};

/** True when `value` is one of the closed list of error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
