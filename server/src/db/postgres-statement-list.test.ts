import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { toLiteral } from './postgres-statement-list';

describe('toLiteral', () => {
  it('writes numbers, texts, booleans and nulls as untyped literals', () => {
    expect(toLiteral(42)).toBe("'42'");
    expect(toLiteral(-7)).toBe("'-7'");
    expect(toLiteral(12n)).toBe("'12'");
    expect(toLiteral(true)).toBe("'true'");
    expect(toLiteral(null)).toBe('NULL');
    expect(toLiteral(undefined)).toBe('NULL');
    expect(toLiteral('plain')).toBe("'plain'");
  });

  it('escapes quotes and backslashes in a text', () => {
    expect(toLiteral("it's")).toBe("'it''s'");
    expect(toLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(toLiteral("'); drop table member; --")).toBe("'''); drop table member; --'");
  });

  it('writes an array as an array literal whose elements are quoted inside it', () => {
    expect(toLiteral([1, 2, null])).toBe("'{1,2,NULL}'");
    expect(toLiteral(['a', 'b"c', 'd\\e', "f'g", ''])).toBe(` E'{"a","b\\\\"c","d\\\\\\\\e","f''g",""}'`);
    expect(toLiteral([])).toBe("'{}'");
  });

  it('refuses values it has no literal for', () => {
    expect(() => toLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => toLiteral([1, Number.POSITIVE_INFINITY])).toThrow(TypeError);
    expect(() => toLiteral(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => toLiteral({ id: 1 })).toThrow(TypeError);
    expect(() => toLiteral([{ id: 1 }])).toThrow(TypeError);
  });

  it('writes any text, and any list of texts, numbers and nulls, as pg.escapeLiteral quotes them', () => {
    const element = (value: string | number | null) =>
      typeof value === 'string'
        ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
        : String(value ?? 'NULL');
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom("'", '\\', '"', 'a\'b\\c"d'),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(toLiteral(value)).toBe(pg.escapeLiteral(value));
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(text, fc.integer(), fc.constant(null))), (values) => {
        expect(toLiteral(values)).toBe(pg.escapeLiteral(`{${values.map(element).join(',')}}`));
      }),
      { numRuns: 2_000 },
    );
  });
});
