import { createHash, createHmac } from 'node:crypto';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, startI18n } from '../../../i18n/i18n';
import type { DrawVerificationInput } from '../hooks/draw-verification';
import { DrawVerifier } from './draw-verifier';

// An issue drawn here with node:crypto, independently of the Web Crypto engine the page runs: a chain of five
// links, the third issue of the day, a five-digit game.
const FINAL_SEED = Buffer.alloc(32, 7);
const INDEX = 3;
const GAME_CODE = 'SSC1';
const ISSUE_NO = '20261126-0003';

function buildChain(): Buffer[] {
  const chain: Buffer[] = [FINAL_SEED];
  for (let step = 0; step < 5; step += 1) {
    chain.unshift(
      createHash('sha256')
        .update(chain[0] as Buffer)
        .digest(),
    );
  }
  return chain;
}

/** The contract's digits: HMAC blocks read as big-endian words, m = 10 with the skip rule. */
function drawDigits(seed: Buffer, beacon: string, count: number): string[] {
  const digits: string[] = [];
  for (let block = 0; digits.length < count; block += 1) {
    const bytes = createHmac('sha256', seed).update(`${GAME_CODE}:${ISSUE_NO}:${beacon}:${block}`).digest();
    for (let offset = 0; offset < 32 && digits.length < count; offset += 4) {
      const word = bytes.readUInt32BE(offset);
      if (word < 4_294_967_290) {
        digits.push(String(word % 10));
      }
    }
  }
  return digits;
}

const chain = buildChain();
const seed = chain[INDEX] as Buffer;
const DRAWN: DrawVerificationInput = {
  gameCode: GAME_CODE,
  issueNo: ISSUE_NO,
  structure: 'ssc',
  anchor: (chain[0] as Buffer).toString('hex'),
  index: String(INDEX),
  seed: seed.toString('hex'),
  beacon: '',
  result: drawDigits(seed, '', 5).join(','),
};

function renderVerifier(initial: DrawVerificationInput, isAutoRun = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DrawVerifier initial={initial} isAutoRun={isAutoRun} />
    </QueryClientProvider>,
  );
}

describe('the draw verification page', () => {
  beforeAll(async () => {
    await startI18n('en');
  });
  afterEach(cleanup);

  it('says verified for a drawn issue and shows every step: the chain to the anchor, the blocks, the result', async () => {
    renderVerifier(DRAWN);
    const report = await screen.findByTestId('draw-verification');
    expect(within(report).getByRole('status').textContent).toBe(i18n.t('lottery.verify.verified'));
    expect(within(report).getByText(i18n.t('lottery.verify.chainMatches'))).toBeTruthy();
    expect(within(report).getByText(i18n.t('lottery.verify.resultMatches'))).toBeTruthy();
    // s_3, s_2, s_1 and s_0: the last equals the anchor.
    const hashes = report.querySelectorAll('.draw-verifier__hashes li');
    expect([...hashes].map((item) => item.textContent)).toEqual(
      [3, 2, 1, 0].map((index) => (chain[index] as Buffer).toString('hex')),
    );
    const firstBlock = createHmac('sha256', seed).update(`${GAME_CODE}:${ISSUE_NO}::0`).digest('hex');
    expect(within(report).getByText(firstBlock)).toBeTruthy();
    expect(within(report).getByText(`HMAC-SHA256(s_k, "${GAME_CODE}:${ISSUE_NO}::0")`)).toBeTruthy();
  });

  it('says not verified when the published result was changed, and marks the number that differs', async () => {
    const digits = DRAWN.result.split(',');
    digits[4] = String((Number(digits[4]) + 1) % 10);
    renderVerifier({ ...DRAWN, result: digits.join(',') });
    const report = await screen.findByTestId('draw-verification');
    expect(within(report).getByRole('status').textContent).toBe(i18n.t('lottery.verify.notVerified'));
    expect(within(report).getByText(i18n.t('lottery.verify.chainMatches'))).toBeTruthy();
    expect(within(report).getByText(i18n.t('lottery.verify.resultDiffers'))).toBeTruthy();
    expect(report.querySelectorAll('.draw-verifier__differs')).toHaveLength(1);
  });

  it('recomputes what the player types: a seed from another place in the chain is not the committed one', async () => {
    renderVerifier(DRAWN, false);
    expect(screen.queryByTestId('draw-verification')).toBeNull();
    fireEvent.change(screen.getByLabelText(i18n.t('lottery.verify.field.seed')), {
      target: { value: (chain[INDEX + 1] as Buffer).toString('hex') },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('lottery.verify.verify') }));
    const report = await screen.findByTestId('draw-verification');
    expect(within(report).getByRole('status').textContent).toBe(i18n.t('lottery.verify.notVerified'));
    expect(within(report).getByText(i18n.t('lottery.verify.chainDiffers'))).toBeTruthy();
  });

  it('reports a malformed seed as not verified instead of failing', async () => {
    renderVerifier({ ...DRAWN, seed: 'not hex' });
    const report = await screen.findByTestId('draw-verification');
    expect(within(report).getByRole('status').textContent).toBe(i18n.t('lottery.verify.notVerified'));
    expect(within(report).getByText(i18n.t('lottery.verify.noStream'))).toBeTruthy();
  });
});
