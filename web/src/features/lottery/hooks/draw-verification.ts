import { verifyIssueDraw } from '@plaza/engines/lottery/draw-result';
import type { DrawMethod, DrawVerification } from '@plaza/engines/lottery/draw-result';
import { DrawStream } from '@plaza/engines/lottery/draw-stream';
import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import type { ResultStructureCode } from '@plaza/engines/lottery/result-structures';

/** What the verification page recomputes from: every field as the player sees and may edit it. */
export interface DrawVerificationInput {
  gameCode: string;
  issueNo: string;
  structure: ResultStructureCode;
  /** s_0, the day's published anchor. */
  anchor: string;
  /** k, the issue's 1-based place in the day's chain, as typed. */
  index: string;
  /** s_k, revealed with the result. */
  seed: string;
  beacon: string;
  /** The published result, numbers separated by commas or spaces. */
  result: string;
}

/** The page's answer: the engine's verification and the messages the stream's first blocks were computed over. */
export interface DrawVerificationReport extends DrawVerification {
  index: number;
  messages: string[];
  publishedResult: string[];
}

/** The draw method of a structure: every platform-run digit game draws its result table digit by digit. */
export function findDrawMethod(structure: ResultStructureCode): DrawMethod {
  return { kind: 'digits', structure: RESULT_STRUCTURES[structure] };
}

/** Splits a typed result ("1, 2 3") into its numbers. */
export function parseResultText(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Recomputes one platform-run issue in the browser with the engine the server draws with
 * (docs/product/lottery-pages.md, "Draws anyone can verify"): the chain from s_k back to the anchor, the HMAC blocks,
 * the result, and whether it equals the published one. Bad input is reported unverified, never thrown.
 */
export async function verifyDraw(input: DrawVerificationInput): Promise<DrawVerificationReport> {
  const index = /^\d{1,6}$/.test(input.index.trim()) ? Number(input.index.trim()) : -1;
  const publishedResult = parseResultText(input.result);
  const verification = await verifyIssueDraw({
    seed: input.seed.trim().toLowerCase(),
    gameCode: input.gameCode.trim(),
    issueNo: input.issueNo.trim(),
    beacon: input.beacon,
    anchor: input.anchor.trim().toLowerCase(),
    index,
    method: findDrawMethod(input.structure),
    result: publishedResult,
  });
  const messages = verification.blocks.map((_, blockIndex) =>
    DrawStream.formatBlockMessage(
      { gameCode: input.gameCode.trim(), issueNo: input.issueNo.trim(), beacon: input.beacon },
      blockIndex,
    ),
  );
  return { ...verification, index, messages, publishedResult };
}
