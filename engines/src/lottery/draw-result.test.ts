import { createHash, createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { deriveHashChain } from './draw-chain';
import { computeChiSquare, CraftedWordSource, mapWordsByHand, splitBlocksIntoWords } from './draw-fixtures';
import type { DrawMethod } from './draw-result';
import { deriveIssueResult, drawResultFromSource, shuffleByStream, verifyIssueDraw } from './draw-result';
import {
  FOUR_D_STRUCTURE,
  K3_STRUCTURE,
  SSC_STRUCTURE,
  validateResult,
  VN_CENTRAL_SOUTH_STRUCTURE,
  VN_NORTH_STRUCTURE,
} from './result-structures';

const SEED = createHash('sha256').update('plaza draw result test').digest('hex');

/** The issue's stream as words, with node:crypto, from the contract's wording. */
function computeWordsByHand(
  issue: { gameCode: string; issueNo: string; beacon: string },
  blockCount: number,
): number[] {
  const blocks = Array.from({ length: blockCount }, (_, block) =>
    createHmac('sha256', Buffer.from(SEED, 'hex'))
      .update(`${issue.gameCode}:${issue.issueNo}:${issue.beacon}:${block}`, 'utf8')
      .digest(),
  );
  return splitBlocksIntoWords(blocks);
}

const PK10_ITEMS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];

describe('results of platform-run draws', () => {
  it('draws a five-digit game as 5 values with m = 10, each one character', async () => {
    const issue = { gameCode: 'SSC1', issueNo: '20250101-0001', beacon: '' };
    const result = await deriveIssueResult({
      ...issue,
      seed: SEED,
      method: { kind: 'digits', structure: SSC_STRUCTURE },
    });
    expect(result).toEqual(mapWordsByHand(computeWordsByHand(issue, 1), 10, 5).map(String));
    expect(validateResult(SSC_STRUCTURE, result)).toEqual([]);
  });

  it('draws three dice as 3 values with m = 6, each plus 1', async () => {
    const issue = { gameCode: 'K3_1', issueNo: '20250101-0001', beacon: 'round-42' };
    const result = await deriveIssueResult({
      ...issue,
      seed: SEED,
      method: { kind: 'digits', structure: K3_STRUCTURE },
    });
    expect(result).toEqual(
      mapWordsByHand(computeWordsByHand(issue, 1), 6, 3).map((value) => String(value + 1)),
    );
    expect(validateResult(K3_STRUCTURE, result)).toEqual([]);
  });

  it.each([
    ['Miền Bắc', VN_NORTH_STRUCTURE, 107],
    ['Miền Nam', VN_CENTRAL_SOUTH_STRUCTURE, 84],
    ['4D', FOUR_D_STRUCTURE, 92],
  ])(
    'draws %s digit by digit in result-table order, zero-padded to each prize length',
    async (_, structure, digits) => {
      const issue = { gameCode: 'VNFAST1', issueNo: '20250101-0100', beacon: '' };
      const result = await deriveIssueResult({ ...issue, seed: SEED, method: { kind: 'digits', structure } });
      const values = mapWordsByHand(computeWordsByHand(issue, Math.ceil(digits / 8) + 1), 10, digits);
      const expected: string[] = [];
      let cursor = 0;
      for (const tier of structure.tiers) {
        for (let number = 0; number < tier.count; number += 1) {
          expected.push(values.slice(cursor, cursor + tier.length).join(''));
          cursor += tier.length;
        }
      }
      expect(result).toEqual(expected);
      expect(validateResult(structure, result)).toEqual([]);
      expect(result[0]).toHaveLength(structure.tiers[0]?.length ?? 0);
    },
  );

  it('shuffles without replacement by Fisher–Yates, j drawn with m = i + 1 from i = n − 1 down', async () => {
    const issue = { gameCode: 'PK10', issueNo: '20250101-0001', beacon: '' };
    const method: DrawMethod = { kind: 'shuffle', items: PK10_ITEMS, take: 10 };
    const result = await deriveIssueResult({ ...issue, seed: SEED, method });
    const words = computeWordsByHand(issue, 2);
    const expected = [...PK10_ITEMS];
    let cursor = 0;
    for (let index = expected.length - 1; index >= 1; index -= 1) {
      const limit = Math.floor(2 ** 32 / (index + 1)) * (index + 1);
      while ((words[cursor] ?? 0) >= limit) {
        cursor += 1;
      }
      const other = (words[cursor] ?? 0) % (index + 1);
      cursor += 1;
      [expected[index], expected[other]] = [expected[other] ?? '', expected[index] ?? ''];
    }
    expect(result).toEqual(expected);
    expect([...result].sort()).toEqual(PK10_ITEMS);
    const elevenFive = await deriveIssueResult({
      ...issue,
      seed: SEED,
      method: { kind: 'shuffle', items: [...PK10_ITEMS, '11'], take: 5 },
    });
    expect(new Set(elevenFive).size).toBe(5);
  });

  it('swaps item i with the drawn j (crafted stream)', async () => {
    // Values 0, 0, 0 for m = 4, 3, 2: swap 3↔0, 2↔0, 1↔0.
    expect(await shuffleByStream(['a', 'b', 'c', 'd'], new CraftedWordSource([0, 0, 0]))).toEqual([
      'b',
      'c',
      'd',
      'a',
    ]);
    // j = i every time leaves the list as it is.
    expect(await shuffleByStream(['a', 'b', 'c', 'd'], new CraftedWordSource([3, 2, 1]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(await shuffleByStream(['only'], new CraftedWordSource([]))).toEqual(['only']);
    await expect(
      drawResultFromSource({ kind: 'shuffle', items: ['a'], take: 2 }, new CraftedWordSource([])),
    ).rejects.toThrow(RangeError);
  });
});

describe('pinned vectors (any change to the derivation breaks every published issue, so it must fail here)', () => {
  it.each([
    ['SSC1', { kind: 'digits', structure: SSC_STRUCTURE }, ['4', '1', '1', '0', '0']],
    ['K3_1', { kind: 'digits', structure: K3_STRUCTURE }, ['5', '1', '3']],
    [
      'PK10',
      { kind: 'shuffle', items: PK10_ITEMS, take: 10 },
      ['05', '01', '08', '10', '04', '03', '06', '07', '02', '09'],
    ],
    [
      'VNFAST1',
      { kind: 'digits', structure: VN_NORTH_STRUCTURE },
      // ĐB, G1, G2 ×2, G3 ×6, G4 ×4, G5 ×6, G6 ×3, G7 ×4.
      ['67014', '27149', '27314', '82392', '30538', '85211', '45852', '75982', '87952', '06053']
        .concat(['1501', '4069', '6341', '2021', '4772', '5109', '6265', '3181', '7537', '1834'])
        .concat(['664', '036', '826', '91', '37', '70', '47']),
    ],
  ] satisfies [string, DrawMethod, string[]][])(
    '%s issue 20250101-0001',
    async (gameCode, method, expected) => {
      expect(SEED).toBe('7176e12b168a21043b82036eaa00f524d291787e9827d5fd23a4259b751a291e');
      expect(
        await deriveIssueResult({ seed: SEED, gameCode, issueNo: '20250101-0001', beacon: '', method }),
      ).toEqual(expected);
    },
  );
});

describe('verifying a published issue', () => {
  it('verifies a real issue and shows each step', async () => {
    const chain = await deriveHashChain(createHash('sha256').update('day end').digest('hex'), 5);
    const issue = { gameCode: 'SSC1', issueNo: '20250101-0003', beacon: '', seed: chain[3] ?? '' };
    const method: DrawMethod = { kind: 'digits', structure: SSC_STRUCTURE };
    const result = await deriveIssueResult({ ...issue, method });
    const verification = await verifyIssueDraw({
      ...issue,
      method,
      anchor: chain[0] ?? '',
      index: 3,
      result,
    });
    expect(verification).toMatchObject({ isSeedCommitted: true, isResultReproduced: true, isVerified: true });
    expect(verification.chainSteps).toEqual(chain.slice(0, 4).reverse());
    expect(verification.blocks).toHaveLength(1);
    expect(verification.recomputedResult).toEqual(result);

    const tampered = [...result.slice(0, 4), String((Number(result[4]) + 1) % 10)];
    expect(
      await verifyIssueDraw({ ...issue, method, anchor: chain[0] ?? '', index: 3, result: tampered }),
    ).toMatchObject({ isSeedCommitted: true, isResultReproduced: false, isVerified: false });
    expect(
      await verifyIssueDraw({ ...issue, method, anchor: chain[0] ?? '', index: 2, result }),
    ).toMatchObject({
      isSeedCommitted: false,
      isVerified: false,
    });
    expect(
      await verifyIssueDraw({ ...issue, beacon: 'other', method, anchor: chain[0] ?? '', index: 3, result }),
    ).toMatchObject({ isSeedCommitted: true, isResultReproduced: false, isVerified: false });
    expect(
      await verifyIssueDraw({ ...issue, seed: 'zz', method, anchor: chain[0] ?? '', index: 3, result }),
    ).toMatchObject({ isVerified: false, recomputedResult: [] });
  });
});

describe('uniformity of derived results across issues (fixed seed: the same outcome on every run)', () => {
  it('gives every digit of every SSC position and every die face its fair share', async () => {
    const issueCount = 3000;
    const sscCounts = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
    const dieCounts = new Array<number>(6).fill(0);
    for (let issue = 1; issue <= issueCount; issue += 1) {
      const issueNo = `20250101-${String(issue).padStart(4, '0')}`;
      const ssc = await deriveIssueResult({
        seed: SEED,
        gameCode: 'SSC1',
        issueNo,
        beacon: '',
        method: { kind: 'digits', structure: SSC_STRUCTURE },
      });
      ssc.forEach((digit, position) => {
        const counts = sscCounts[position] ?? [];
        counts[Number(digit)] = (counts[Number(digit)] ?? 0) + 1;
      });
      const dice = await deriveIssueResult({
        seed: SEED,
        gameCode: 'K3_1',
        issueNo,
        beacon: '',
        method: { kind: 'digits', structure: K3_STRUCTURE },
      });
      for (const die of dice) {
        dieCounts[Number(die) - 1] = (dieCounts[Number(die) - 1] ?? 0) + 1;
      }
    }
    for (const counts of sscCounts) {
      expect(computeChiSquare(counts)).toBeLessThan(27.877);
    }
    expect(computeChiSquare(dieCounts)).toBeLessThan(20.515);
  });
});
