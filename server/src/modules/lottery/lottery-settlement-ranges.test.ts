import { describe, expect, it } from 'vitest';

import { toMemberRanges } from './lottery-settlement.service';

const ISSUE = { game_code: 'SSC_5M', issue_no: '202611270001' };

describe('toMemberRanges', () => {
  it('cuts ranges of about the batch size that never split a member and cover every member id', () => {
    const members = [
      { memberId: 3, bets: 4 },
      { memberId: 7, bets: 4 },
      { memberId: 8, bets: 9 },
      { memberId: 20, bets: 1 },
      { memberId: 21, bets: 2 },
    ];
    const ranges = toMemberRanges(ISSUE, members, 8);
    expect(ranges.map((range) => [range.fromMemberId, range.toMemberId])).toEqual([
      [0, 7],
      [8, 19],
      [20, Number.MAX_SAFE_INTEGER],
    ]);
    expect(ranges.every((range) => range.gameCode === 'SSC_5M' && range.issueNo === '202611270001')).toBe(
      true,
    );
    // Every member falls in exactly one range, and so would one the counts did not see (id 5, id 1000).
    for (const memberId of [...members.map((member) => member.memberId), 5, 1000]) {
      expect(
        ranges.filter((range) => range.fromMemberId <= memberId && memberId <= range.toMemberId),
      ).toHaveLength(1);
    }
  });

  it('gives one range over every member id when the counts found no bet', () => {
    expect(toMemberRanges(ISSUE, [], 50_000).map((range) => [range.fromMemberId, range.toMemberId])).toEqual([
      [0, Number.MAX_SAFE_INTEGER],
    ]);
  });
});
