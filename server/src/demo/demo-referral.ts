import type { DatabaseHandle } from '../db/database';
import { createMember } from '../modules/accounts/accounts.service';
import { createDeposit } from '../modules/payments/payments.service';
import { addDemoFriend } from '../modules/referral/referral.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invite friends on a fresh demo (docs/product/referral.md): demoplayer invited three friends: one qualified (its
 * 10.00 reward waits in demoplayer's reward center), one still to qualify, one registered from demoplayer's own
 * address (not counted).
 */
const DEMO_FRIENDS = [
  { username: 'demofriend1', daysAgo: 6, ip: '203.0.113.41', deposit: 5_000, isQualified: true },
  { username: 'demofriend2', daysAgo: 2, ip: '203.0.113.42', deposit: 0, isQualified: false },
  { username: 'demofriend3', daysAgo: 1, ip: '198.51.100.7', deposit: 0, isQualified: false },
] as const;

export async function seedDemoReferral(handle: DatabaseHandle, playerId: number, now: number): Promise<void> {
  // demoplayer's own address: the third friend registered from it.
  await handle.db
    .insertInto('member_known_ip')
    .values({ member_id: playerId, ip: '198.51.100.7', first_seen_at: now - 30 * DAY_MS })
    .execute();
  for (const friend of DEMO_FRIENDS) {
    const invitedAt = now - friend.daysAgo * DAY_MS;
    const friendId = await createMember(
      handle,
      { username: friend.username, password: 'friend1234', type: 0, nickname: null, isFirstLogin: false },
      invitedAt,
    );
    if (friend.deposit > 0) {
      await createDeposit(
        handle,
        friendId,
        { channelCode: 'SANDBOX', amount: friend.deposit, requestId: `demo-friend-${friend.username}` },
        invitedAt + 60_000,
      );
    }
    await addDemoFriend(handle, {
      inviterId: playerId,
      inviteeId: friendId,
      invitedAt,
      ip: friend.ip,
      isQualified: friend.isQualified,
    });
  }
}
