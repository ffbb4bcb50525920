import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestDatabase, describeIntegration } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { runJobUntilLogged } from '../../test/periodic-job';
import { insertMember } from '../accounts/accounts.repository';
import {
  LAUNCH_TOKEN_PURGE_GRACE_MS,
  purgeExpiredLaunchTokens,
  startLaunchTokenPurgeJob,
} from './launch-token-purge.job';
import { insertLaunchToken } from './launch-tokens.repository';

const MINUTE = 60_000;

describeIntegration('the launch token purge', () => {
  let database: TestDatabase;
  let memberId = 0;
  let count = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    memberId = await insertMember(database.handle.db, {
      username: 'launcher',
      passwordHash: 'not-used',
      type: 0,
      isFirstLogin: false,
      now: Date.now(),
    });
  });
  afterAll(async () => {
    await database.drop();
  });

  async function addToken(expiresAt: number): Promise<string> {
    count += 1;
    const tokenHash = `token-${count}`;
    await insertLaunchToken(database.handle.db, {
      token_hash: tokenHash,
      member_id: memberId,
      vendor_code: 'DEMO',
      game_code: 'DEMO_SLOT',
      game_type: 'RNG',
      created_at: expiresAt - 8 * 60 * MINUTE,
      expires_at: expiresAt,
    });
    return tokenHash;
  }
  const remaining = async () =>
    (await database.handle.db.selectFrom('launch_token').select('token_hash').execute())
      .map((row) => row.token_hash)
      .sort();

  it('deletes the tokens expired for longer than the grace, in batches, and keeps the others', async () => {
    const now = Date.now();
    for (let index = 0; index < 7; index += 1) {
      await addToken(now - LAUNCH_TOKEN_PURGE_GRACE_MS - (index + 1) * MINUTE);
    }
    const justExpired = await addToken(now - LAUNCH_TOKEN_PURGE_GRACE_MS + MINUTE);
    const live = await addToken(now + 60 * MINUTE);

    // Batches of 3: three deletes of 3, 3 and 1.
    expect(await purgeExpiredLaunchTokens(database.handle, now, 3)).toBe(7);
    expect(await remaining()).toEqual([justExpired, live].sort());
    expect(await purgeExpiredLaunchTokens(database.handle, now, 3)).toBe(0);
  });

  it('runs as a periodic job in the server', async () => {
    const expired = await addToken(Date.now() - LAUNCH_TOKEN_PURGE_GRACE_MS - MINUTE);
    const logged = await runJobUntilLogged((logger, intervalMs) =>
      startLaunchTokenPurgeJob(database.handle, logger, intervalMs),
    );
    expect(logged).toEqual(['expired launch tokens purged']);
    expect(await remaining()).not.toContain(expired);
  });
});
