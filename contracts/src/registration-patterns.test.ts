import { describe, expect, it } from 'vitest';

import {
  PATTERN_IDS,
  REGISTRATION_PATTERNS,
  formatLengthHint,
  isPatternId,
  registrationFieldRuleSchema,
  validateFieldValue,
} from './registration-patterns';
import type { PatternId, RegistrationFieldRule } from './registration-patterns';

interface PatternExamples {
  accepted: readonly string[];
  refused: readonly string[];
}

// Each pattern's reading, pinned by examples on both sides of its edge.
const EXAMPLES: Record<PatternId, PatternExamples> = {
  // Id 0 refuses nothing by shape: its only bounds are lengths, tested through validateFieldValue below.
  0: { accepted: ['anything at all', '!@# 中文 😀', ' ', 'two\nlines'], refused: [] },
  1: {
    accepted: ['a', 'abc123', 'Zed9', 'player2024'],
    refused: ['1abc', 'ab_c', 'ab c', 'abc-1', 'é1', 'ａbc'],
  },
  2: {
    accepted: ['张三', '北京2024', '張三豐', '123', '𠀀𠀁'],
    refused: ['abc', '张 三', '张三!', 'カタカナ', '한국', '１２３'],
  },
  3: {
    accepted: [
      'user@example.com',
      'first.last+tag@mail.example.co.uk',
      'a_b-c@sub-domain.example.org',
      "o'brien@example.ie",
      'user@example.xn--p1ai',
    ],
    refused: [
      'plainaddress',
      'user@',
      '@example.com',
      'user@example',
      'user..dots@example.com',
      '.user@example.com',
      'user.@example.com',
      'user@-example.com',
      'user@example-.com',
      'user@example..com',
      'user name@example.com',
      'user@exa_mple.com',
      'user@example.c',
      'user@@example.com',
      '用户@example.com',
    ],
  },
  4: {
    accepted: ['abc', '123', 'Abc123', 'ABC'],
    refused: ['abc_1', 'abc 1', 'é', '中文', 'abc!'],
  },
  5: {
    accepted: ['abc123', '1a', 'A1b2C3'],
    refused: ['abcdef', '123456', 'abc 123', 'abc_123', 'é1'],
  },
  6: {
    accepted: ['0', '0123456789', '13800138000'],
    refused: ['12a', '1 2', '-1', '1.5', '١٢٣', '１２３'],
  },
  7: {
    accepted: ['Abc123', 'ABC', 'aB', 'Z9'],
    refused: ['abc123', '123', 'Abc 123', 'Abc_123', 'Éabc'],
  },
  8: {
    accepted: ['John Smith', 'Alice', 'Mary  Ann', ' Lee '],
    refused: ['   ', 'John3', 'José', "O'Brien", 'Anne-Marie', 'John\tSmith'],
  },
  9: {
    accepted: ['abc', 'a_b-c!', '中文😀', 'P@ss'],
    refused: ['a b', ' abc', 'abc\n', 'a\tb', 'a\u3000b', 'a\u00A0b'],
  },
  10: {
    accepted: [
      '张三',
      '你好，世界！',
      '北京市（朝阳区）',
      '阿卜杜拉·买买提',
      '《红楼梦》',
      '你好,世界.',
      '价格$',
    ],
    refused: ['，。', '!!', '张三 ', '张三1', 'abc', '张三a', '张三😀'],
  },
  11: {
    accepted: ['2024-02-29', '2000-02-29', '2023-12-31', '1999-01-01', '2023-04-30'],
    refused: [
      '2023-02-29',
      '1900-02-29',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '2023-01-00',
      '2023-01-32',
      '2023-1-5',
      '23-01-01',
      '2023/01/01',
      '01-31-2023',
      '2023-01-01 ',
    ],
  },
  12: {
    accepted: ['John Smith', 'José Álvarez', '张三', 'สมศักดิ์ ใจดี', 'Ελένη', 'Jose\u0301'],
    refused: ['   ', 'John3', "O'Brien", 'Anne-Marie', '😀', 'John\tSmith'],
  },
  13: {
    accepted: ['02-29-2024', '12-31-2023', '01-01-1999', '04-30-2023'],
    refused: ['02-29-2023', '04-31-2023', '13-01-2023', '00-10-2023', '1-1-2023', '02/28/2023', '2023-01-01'],
  },
  14: {
    accepted: ['abc123', 'José7', '张三', '123', 'สมศักดิ์', 'Ελένη٣'],
    refused: ['abc 123', 'abc_1', 'a-b', '😀', '①', 'Ⅻ'],
  },
  15: {
    accepted: ['김민수', '한국어', 'ㄱㄴㄷ'],
    refused: ['김 민수', 'Kim', '金民洙', '김민수1', 'こんにちは'],
  },
  16: {
    accepted: ['สมชาย', 'สมศักดิ์', 'ภาษาไทย', '๑๒๓'],
    refused: ['สมชาย ใจดี', 'Somchai', 'สมชาย1', 'ສະບາຍດີ', 'สมชาย.'],
  },
  17: {
    accepted: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Smith', 'สมศักดิ์'],
    refused: ['   ', 'สมชาย1', '๑๒๓', 'José', 'Kim-Lee', '김민수'],
  },
  18: {
    accepted: ['JOHN SMITH', 'A', 'MARY ANN LEE'],
    refused: ['John Smith', '   ', 'JOHN3', 'JOSÉ', 'ΑΒΓ', "O'BRIEN"],
  },
  19: {
    accepted: ['abc123', 'P@ssw0rd!', '~!@#$%^&*()_+', 'abc'],
    refused: ['abc 123', 'pässword', '中文', 'tab\there', 'emoji😀'],
  },
  20: {
    accepted: ['Passw0rd!', 'aB3$', 'Z9y_xx', '[Aa1]'],
    refused: ['password1!', 'PASSWORD1!', 'Password!', 'Password1', 'Pass word1!', 'Pässw0rd!', 'Aa1!😀'],
  },
};

const ACCEPTED = PATTERN_IDS.flatMap((id) => EXAMPLES[id].accepted.map((value) => ({ id, value })));
const REFUSED = PATTERN_IDS.flatMap((id) => EXAMPLES[id].refused.map((value) => ({ id, value })));

describe('REGISTRATION_PATTERNS', () => {
  it.each(ACCEPTED)('pattern $id accepts $value', ({ id, value }) => {
    expect(REGISTRATION_PATTERNS[id].accepts(value)).toBe(true);
  });

  it.each(REFUSED)('pattern $id refuses $value', ({ id, value }) => {
    expect(REGISTRATION_PATTERNS[id].accepts(value)).toBe(false);
  });

  it('has an entry for every id, keyed by its own id, with its hint key', () => {
    expect(Object.keys(REGISTRATION_PATTERNS).map(Number)).toEqual([...PATTERN_IDS]);
    for (const id of PATTERN_IDS) {
      expect(REGISTRATION_PATTERNS[id].id).toBe(id);
      expect(REGISTRATION_PATTERNS[id].hintKey).toBe(`validation.patternHint.${id}`);
    }
  });

  it('gives the same answer on a second call (no stateful g or y flag)', () => {
    for (const id of PATTERN_IDS) {
      expect(REGISTRATION_PATTERNS[id].regex.flags).not.toMatch(/[gy]/);
      for (const value of EXAMPLES[id].accepted) {
        expect(REGISTRATION_PATTERNS[id].accepts(value)).toBe(REGISTRATION_PATTERNS[id].accepts(value));
      }
    }
  });

  it('has a regex that matches only whole values', () => {
    expect(REGISTRATION_PATTERNS[6].regex.test('123abc')).toBe(false);
    expect(REGISTRATION_PATTERNS[6].regex.test('abc123')).toBe(false);
  });

  it('leaves the real-day check of dates to accepts, the regex only judging the shape', () => {
    expect(REGISTRATION_PATTERNS[11].regex.test('2023-02-29')).toBe(true);
    expect(REGISTRATION_PATTERNS[11].accepts('2023-02-29')).toBe(false);
  });
});

describe('isPatternId', () => {
  it('is true for catalogue ids only', () => {
    expect(isPatternId(0)).toBe(true);
    expect(isPatternId(20)).toBe(true);
    expect(isPatternId(21)).toBe(false);
    expect(isPatternId(-1)).toBe(false);
    expect(isPatternId(1.5)).toBe(false);
  });
});

const OPEN_RULE: RegistrationFieldRule = {
  enabled: true,
  required: false,
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
};

function ruleWith(overrides: Partial<RegistrationFieldRule>): RegistrationFieldRule {
  return { ...OPEN_RULE, ...overrides };
}

describe('validateFieldValue', () => {
  it('refuses an empty required value', () => {
    expect(validateFieldValue(ruleWith({ required: true }), '')).toEqual({ ok: false, reason: 'required' });
  });

  it('accepts an empty optional value whatever its length and pattern bounds', () => {
    expect(validateFieldValue(ruleWith({ minLength: 3, patternId: 6 }), '')).toEqual({ ok: true });
  });

  it('accepts anything for a disabled field, which is not collected', () => {
    expect(validateFieldValue(ruleWith({ enabled: false, required: true, patternId: 6 }), '')).toEqual({
      ok: true,
    });
  });

  it.each([
    { label: 'emoji', value: '😀😀😀', utf16Length: 6 },
    { label: 'astral Han', value: '𠀀𠀁𠀂', utf16Length: 6 },
    { label: 'Chinese', value: '张三丰', utf16Length: 3 },
  ])('counts $label by code points', ({ value, utf16Length }) => {
    expect(value.length).toBe(utf16Length);
    expect(validateFieldValue(ruleWith({ minLength: 3, maxLength: 3 }), value)).toEqual({ ok: true });
    expect(validateFieldValue(ruleWith({ minLength: 4 }), value)).toEqual({ ok: false, reason: 'tooShort' });
    expect(validateFieldValue(ruleWith({ maxLength: 2 }), value)).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('counts Thai combining marks as code points of their own', () => {
    // ส ม ศ ั ก ด ิ ์: five visible clusters, eight code points.
    const name = 'สมศักดิ์';
    expect(validateFieldValue(ruleWith({ maxLength: 8, patternId: 16 }), name)).toEqual({ ok: true });
    expect(validateFieldValue(ruleWith({ maxLength: 7 }), name)).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('reports length before pattern', () => {
    expect(validateFieldValue(ruleWith({ minLength: 6, patternId: 6 }), 'ab')).toEqual({
      ok: false,
      reason: 'tooShort',
    });
    expect(validateFieldValue(ruleWith({ minLength: 2, patternId: 6 }), 'ab')).toEqual({
      ok: false,
      reason: 'pattern',
    });
  });

  it('refuses a date that does not exist through its pattern', () => {
    expect(validateFieldValue(ruleWith({ patternId: 11 }), '2023-02-29')).toEqual({
      ok: false,
      reason: 'pattern',
    });
    expect(validateFieldValue(ruleWith({ patternId: 11 }), '2024-02-29')).toEqual({ ok: true });
  });

  it("accepts any text for acceptedPattern '*'", () => {
    const rule = ruleWith({ acceptedPattern: '*' });
    expect(validateFieldValue(rule, 'any text 😀 !')).toEqual({ ok: true });
  });

  it("still applies the pattern id when acceptedPattern is '*'", () => {
    const rule = ruleWith({ patternId: 6, acceptedPattern: '*' });
    expect(validateFieldValue(rule, 'abc')).toEqual({ ok: false, reason: 'pattern' });
    expect(validateFieldValue(rule, '123')).toEqual({ ok: true });
  });

  it('matches a custom acceptedPattern against the whole value', () => {
    const rule = ruleWith({ acceptedPattern: '[0-9]{3}' });
    expect(validateFieldValue(rule, '123')).toEqual({ ok: true });
    expect(validateFieldValue(rule, '1234')).toEqual({ ok: false, reason: 'pattern' });
    expect(validateFieldValue(rule, 'a123')).toEqual({ ok: false, reason: 'pattern' });
  });

  it('keeps the anchoring of an acceptedPattern with alternatives', () => {
    const rule = ruleWith({ acceptedPattern: 'ab|cd' });
    expect(validateFieldValue(rule, 'cd')).toEqual({ ok: true });
    expect(validateFieldValue(rule, 'abx')).toEqual({ ok: false, reason: 'pattern' });
    expect(validateFieldValue(rule, 'xcd')).toEqual({ ok: false, reason: 'pattern' });
  });

  it('reads Unicode property escapes in an acceptedPattern', () => {
    const rule = ruleWith({ acceptedPattern: '\\p{L}+' });
    expect(validateFieldValue(rule, 'José')).toEqual({ ok: true });
    expect(validateFieldValue(rule, 'José1')).toEqual({ ok: false, reason: 'pattern' });
  });

  it('reads an acceptedPattern written for non-Unicode mode', () => {
    // `[\w-]` is a syntax error with the u flag but a common legacy source.
    const rule = ruleWith({ acceptedPattern: '[\\w-]+' });
    expect(validateFieldValue(rule, 'a-b_c')).toEqual({ ok: true });
    expect(validateFieldValue(rule, 'a b')).toEqual({ ok: false, reason: 'pattern' });
  });

  it('requires both the pattern id and a custom acceptedPattern', () => {
    const rule = ruleWith({ patternId: 6, acceptedPattern: '1.*' });
    expect(validateFieldValue(rule, '123')).toEqual({ ok: true });
    expect(validateFieldValue(rule, '234')).toEqual({ ok: false, reason: 'pattern' });
    expect(validateFieldValue(rule, '1ab')).toEqual({ ok: false, reason: 'pattern' });
  });

  it.each(['([', 'a)|(.*', '*', '', '[z-a]'])(
    'treats the invalid or empty acceptedPattern %j as any text',
    (source) => {
      const rule = ruleWith({ acceptedPattern: source });
      expect(validateFieldValue(rule, 'whatever it is')).toEqual({ ok: true });
    },
  );
});

describe('registrationFieldRuleSchema', () => {
  it('parses a rule', () => {
    const rule = {
      ...OPEN_RULE,
      required: true,
      minLength: 6,
      maxLength: 12,
      patternId: 1,
      acceptedPattern: '*',
    };
    expect(registrationFieldRuleSchema.parse(rule)).toEqual(rule);
  });

  it.each([21, -1, 1.5])('refuses the pattern id %s', (patternId) => {
    expect(registrationFieldRuleSchema.safeParse({ ...OPEN_RULE, patternId }).success).toBe(false);
  });

  it('refuses a minimum above the maximum', () => {
    expect(registrationFieldRuleSchema.safeParse({ ...OPEN_RULE, minLength: 8, maxLength: 6 }).success).toBe(
      false,
    );
  });

  it('refuses a negative or fractional length', () => {
    expect(registrationFieldRuleSchema.safeParse({ ...OPEN_RULE, minLength: -1 }).success).toBe(false);
    expect(registrationFieldRuleSchema.safeParse({ ...OPEN_RULE, maxLength: 2.5 }).success).toBe(false);
  });
});

describe('formatLengthHint', () => {
  it.each([
    { min: 6, max: 6, hint: { kind: 'exact', count: 6 } },
    { min: 6, max: 12, hint: { kind: 'range', min: 6, max: 12 } },
    { min: 6, max: null, hint: { kind: 'min', min: 6 } },
    { min: null, max: 12, hint: { kind: 'max', max: 12 } },
    { min: 0, max: 12, hint: { kind: 'max', max: 12 } },
    { min: null, max: null, hint: null },
    { min: 0, max: null, hint: null },
  ])('states min $min and max $max as $hint', ({ min, max, hint }) => {
    expect(formatLengthHint(min, max)).toEqual(hint);
  });
});
