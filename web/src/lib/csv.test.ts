import { describe, expect, it } from 'vitest';

import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n');
  });

  it('keeps a text cell that looks like a formula as text, but not a negative number', () => {
    expect(toCsv(['v'], [['=SUM(A1)'], [-150], ['-5']])).toBe("v\r\n'=SUM(A1)\r\n-150\r\n'-5\r\n");
  });
});
