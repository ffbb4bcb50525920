import { z } from 'zod';

/*
 * The registration pattern catalogue (docs/product/registration.md#registration): the one definition both the
 * server's validation and the web form read, so a value the form lets through is never refused by the server for
 * its shape, and the reverse.
 *
 * Readings shared by every pattern (the spec names each rule in a few words only):
 * - A pattern judges the whole value (every regex is anchored); it never sees an empty value, because
 *   `validateFieldValue` settles emptiness with `required` first.
 * - A pattern names the characters a value may hold. Where one of them is filler that cannot stand alone
 *   (spaces, punctuation), the value must also hold at least one character of the main kind: a name of spaces
 *   only, or a "Chinese" text of commas only, is blank in effect. Digits can stand alone (ids 2, 4, 14).
 * - "Letters" and "digits" mean ASCII A–Z, a–z and 0–9 unless the rule names another script or says "any".
 * - No regex carries the `g` or `y` flag: with those, `RegExp.test` keeps `lastIndex` between calls and a
 *   shared catalogue would answer differently on the second call.
 */

/** Every pattern id of the catalogue, in order. */
export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
] as const;

/** A pattern id of the catalogue (docs/product/registration.md#registration). */
export type PatternId = (typeof PATTERN_IDS)[number];

/** Whether a number is a pattern id of the catalogue, so data from outside can be narrowed without a cast. */
export function isPatternId(value: number): value is PatternId {
  return (PATTERN_IDS as readonly number[]).includes(value);
}

/** One entry of the catalogue. */
export interface RegistrationPattern<Id extends PatternId = PatternId> {
  readonly id: Id;
  /** The shape of an accepted value, anchored. For the dates (11, 13) the shape alone is not enough: use `accepts`. */
  readonly regex: RegExp;
  /** i18n message key of the hint shown under the field (spec: "the hint text is chosen by pattern id"). */
  readonly hintKey: `validation.patternHint.${Id}`;
  /** The full test of a non-empty value: the regex plus, for dates, that the day exists in the calendar. */
  readonly accepts: (value: string) => boolean;
}

/** Gregorian month lengths; February's leap day is added by `daysInMonth`. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && isLeapYear ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

/**
 * The date regexes bound month to 01–12 and day to 01–31 but cannot know month lengths or leap years, so this
 * reads their named groups and refuses days such as 2023-02-29 or 04-31.
 */
function isCalendarDay(regex: RegExp, value: string): boolean {
  const groups = regex.exec(value)?.groups;
  if (groups?.year === undefined || groups.month === undefined || groups.day === undefined) {
    return false;
  }
  const day = Number(groups.day);
  return day <= daysInMonth(Number(groups.year), Number(groups.month));
}

function definePattern<Id extends PatternId>(
  id: Id,
  regex: RegExp,
  accepts: (value: string) => boolean = (value) => regex.test(value),
): RegistrationPattern<Id> {
  return Object.freeze({ id, regex, hintKey: `validation.patternHint.${id}` as const, accepts });
}

// Shared by ids 11 and 13 so the shape and the calendar check cannot drift apart.
const YEAR_MONTH_DAY = /^(?<year>\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\d|3[01])$/;
const MONTH_DAY_YEAR = /^(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\d|3[01])-(?<year>\d{4})$/;

/** The catalogue, keyed by pattern id (docs/product/registration.md#registration). */
export const REGISTRATION_PATTERNS: { readonly [Id in PatternId]: RegistrationPattern<Id> } = Object.freeze({
  // 0 Any characters; only the length bounds of the rule apply.
  0: definePattern(0, /^[\s\S]*$/u),
  // 1 An ASCII letter first, then ASCII letters and digits (usernames).
  1: definePattern(1, /^[A-Za-z][A-Za-z0-9]*$/),
  // 2 Han characters (any CJK block, traditional or simplified, astral extensions too) and ASCII digits.
  //   Full-width digits are refused: "digits" reads as ASCII 0–9 here as in every other pattern.
  2: definePattern(2, /^[\p{Script=Han}0-9]+$/u),
  // 3 Email, RFC 5322 lite: a dot-atom local part (no quoted strings, no leading, trailing or doubled dots),
  //   then dot-separated domain labels of ASCII letters, digits and inner hyphens, and a top-level domain of
  //   two or more letters or a punycode one (xn--). IP-literal domains and non-ASCII addresses are refused.
  3: definePattern(
    3,
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/,
  ),
  // 4 ASCII letters or digits, in any mix, nothing else.
  4: definePattern(4, /^[A-Za-z0-9]+$/),
  // 5 "Combined": ASCII letters and digits only, with at least one of each.
  5: definePattern(5, /^(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[A-Za-z0-9]+$/),
  // 6 ASCII digits only (phone-like numbers, no sign, no decimal point, no other scripts' digits).
  6: definePattern(6, /^[0-9]+$/),
  // 7 ASCII letters and digits with at least one uppercase A–Z.
  7: definePattern(7, /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/),
  // 8 ASCII letters and the plain space, at least one letter. Apostrophes and hyphens are not letters.
  8: definePattern(8, /^(?=[^A-Za-z]*[A-Za-z])[A-Za-z ]+$/),
  // 9 No whitespace of any kind (JavaScript's \s: tabs, line breaks, no-break and ideographic spaces too).
  9: definePattern(9, /^\S+$/u),
  // 10 Han characters and punctuation, at least one Han character. Punctuation is Unicode \p{P} (the CJK and
  //    full-width marks such as ，。、《》「」·…) plus the ASCII and full-width symbols that ASCII counts as
  //    punctuation ($+<=>^`|~ and their full-width forms). Spaces, digits and Latin letters are refused.
  10: definePattern(
    10,
    /^(?=[^\p{Script=Han}]*\p{Script=Han})[\p{Script=Han}\p{P}!-/:-@[-`{-~\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65]+$/u,
  ),
  // 11 A day that exists, written yyyy-MM-dd with zero padding (Gregorian leap years).
  11: definePattern(11, YEAR_MONTH_DAY, (value) => isCalendarDay(YEAR_MONTH_DAY, value)),
  // 12 Letters of any script and the plain space, at least one letter. Combining marks (\p{M}) count with the
  //    letters because Thai, Hindi or decomposed Latin names cannot be written without them.
  12: definePattern(12, /^(?=.*\p{L})[\p{L}\p{M} ]+$/u),
  // 13 A day that exists, written MM-dd-yyyy with zero padding.
  13: definePattern(13, MONTH_DAY_YEAR, (value) => isCalendarDay(MONTH_DAY_YEAR, value)),
  // 14 Letters of any script (with their combining marks) and decimal digits of any script (\p{Nd}), in any mix.
  //    Other numerals such as ① or Ⅻ are not digits and are refused.
  14: definePattern(14, /^[\p{L}\p{M}\p{Nd}]+$/u),
  // 15 Hangul only (syllables and jamo); no spaces, since "only" leaves no room for them.
  15: definePattern(15, /^\p{Script=Hangul}+$/u),
  // 16 Thai script only, its combining vowel and tone marks included (they carry Script=Thai); no spaces.
  16: definePattern(16, /^\p{Script=Thai}+$/u),
  // 17 Thai letters with their marks (U+0E01–U+0E3A, U+0E40–U+0E4E: no Thai digits, no baht sign), ASCII
  //    letters and the plain space, mixed freely, at least one letter.
  17: definePattern(17, /^(?=.*\p{L})[A-Za-z\u0E01-\u0E3A\u0E40-\u0E4E ]+$/u),
  // 18 Uppercase ASCII letters and the plain space, at least one letter (the "English letter" of the rule).
  18: definePattern(18, /^(?=[^A-Z]*[A-Z])[A-Z ]+$/),
  // 19 Printable ASCII without the space: letters, digits and symbols, in any mix.
  19: definePattern(19, /^[!-~]+$/),
  // 20 Printable ASCII without the space, with at least one uppercase, one lowercase, one digit and one symbol.
  20: definePattern(
    20,
    /^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9])[!-~]+$/,
  ),
});

/** The `acceptedPattern` value meaning "any text". */
export const ANY_TEXT_PATTERN = '*';

const lengthSchema = z.number().int().nonnegative().nullable();

/** A registration field rule as the server configures it (docs/product/registration.md#registration). */
export const registrationFieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: lengthSchema,
    maxLength: lengthSchema,
    patternId: z.literal(PATTERN_IDS).nullable(),
    acceptedPattern: z.string().nullable(),
  })
  // A minimum above the maximum would refuse every value; better to refuse the configuration where it is made.
  .refine((rule) => rule.minLength === null || rule.maxLength === null || rule.minLength <= rule.maxLength, {
    message: 'minLength must not exceed maxLength',
    path: ['minLength'],
  });

/** A registration field rule (docs/product/registration.md#registration). */
export type RegistrationFieldRule = z.infer<typeof registrationFieldRuleSchema>;

/** Why a value was refused; each reason has a `validation.<reason>` message key. */
export type FieldRefusalReason = 'required' | 'tooShort' | 'tooLong' | 'pattern';

/** The outcome of `validateFieldValue`. */
export type FieldValidationResult = { ok: true } | { ok: false; reason: FieldRefusalReason };

// Compiled server patterns by source. The form validates on every keystroke and the sources are a handful of
// configuration strings, so compiling each once is worth an unbounded map.
const compiledAcceptedPatterns = new Map<string, RegExp | null>();

/**
 * Compiles a server-sent pattern source to a whole-value regex, or null for "any text". The `u` flag is tried
 * first so \p{…} works; a source written for non-Unicode mode (such as `[\w-]`) falls back to no flag. The
 * source is compiled on its own before it is wrapped: only a source that is valid alone has balanced groups, so
 * wrapping it as ^(?:…)$ cannot be escaped by a stray `)` that would leave part of it unanchored.
 */
function compileAcceptedPattern(source: string): RegExp | null {
  const cached = compiledAcceptedPatterns.get(source);
  if (cached !== undefined) {
    return cached;
  }
  let compiled: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      new RegExp(source, flags);
      compiled = new RegExp(`^(?:${source})$`, flags);
      break;
    } catch {
      // Not valid in this mode; try the next, and treat a source valid in none as "any text".
    }
  }
  compiledAcceptedPatterns.set(source, compiled);
  return compiled;
}

/**
 * Validates one field value against its rule, in the order the user reads the messages: required, too short,
 * too long, pattern. A disabled field is not collected and an empty optional field is not judged. Lengths count
 * Unicode code points, so an emoji or an astral Han character counts once. When the rule has both a pattern id
 * and an `acceptedPattern` other than '*' (or empty), the value must satisfy both. The value is judged as given:
 * callers that trim do so first.
 */
export function validateFieldValue(rule: RegistrationFieldRule, value: string): FieldValidationResult {
  if (!rule.enabled) {
    return { ok: true };
  }
  if (value === '') {
    return rule.required ? { ok: false, reason: 'required' } : { ok: true };
  }
  const length = [...value].length;
  if (rule.minLength !== null && length < rule.minLength) {
    return { ok: false, reason: 'tooShort' };
  }
  if (rule.maxLength !== null && length > rule.maxLength) {
    return { ok: false, reason: 'tooLong' };
  }
  if (rule.patternId !== null && !REGISTRATION_PATTERNS[rule.patternId].accepts(value)) {
    return { ok: false, reason: 'pattern' };
  }
  if (
    rule.acceptedPattern !== null &&
    rule.acceptedPattern !== '' &&
    rule.acceptedPattern !== ANY_TEXT_PATTERN
  ) {
    const accepted = compileAcceptedPattern(rule.acceptedPattern);
    if (accepted !== null && !accepted.test(value)) {
      return { ok: false, reason: 'pattern' };
    }
  }
  return { ok: true };
}

/** The length part of a field hint, for the message that substitutes min and max. */
export type LengthHint =
  | { kind: 'exact'; count: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'min'; min: number }
  | { kind: 'max'; max: number };

/**
 * Chooses how to state a field's length bounds (docs/product/registration.md#registration: "min and max are
 * substituted, or a single number when equal"), or null when there are none. A minimum of 0 bounds nothing, so it
 * is left out rather than shown as "0 to 12".
 */
export function formatLengthHint(min: number | null, max: number | null): LengthHint | null {
  const lower = min !== null && min > 0 ? min : null;
  if (lower !== null && max !== null) {
    return lower === max ? { kind: 'exact', count: lower } : { kind: 'range', min: lower, max };
  }
  if (lower !== null) {
    return { kind: 'min', min: lower };
  }
  if (max !== null) {
    return { kind: 'max', max };
  }
  return null;
}
