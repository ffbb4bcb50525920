import { afterAll, beforeAll, expect, it } from 'vitest';

import { getDeploymentSettings, saveDeploymentSettings } from '../modules/deployment/deployment.service';
import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { seedDemoDeployment } from './seed-demo';

describeIntegration('the demo deployment', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('fills a new database once, and leaves a filled one alone', async () => {
    expect(await seedDemoDeployment(database.handle, 'PLAZABR')).toBe(true);
    // demoplayer's invited friends (invite friends): none qualified where bonuses are off (Brazil).
    const friends = await database.handle.db
      .selectFrom('referral')
      .select(['status', 'reason'])
      .orderBy('invited_at')
      .execute();
    expect(friends).toEqual([
      { status: 'PENDING', reason: null },
      { status: 'PENDING', reason: null },
      { status: 'INVALID', reason: 'same_address' },
    ]);
    await saveDeploymentSettings(database.handle, { brandName: 'Operator Brand' });
    expect(await seedDemoDeployment(database.handle, 'PLAZABR')).toBe(false);
    expect((await getDeploymentSettings(database.handle)).brandName).toBe('Operator Brand');
  });

  it('gives the demo player a support history in the deployment language, once', async () => {
    const player = await database.handle.db
      .selectFrom('member')
      .select('id')
      .where('username', '=', 'demoplayer')
      .executeTakeFirstOrThrow();
    const feedback = await database.handle.db
      .selectFrom('feedback')
      .select(['content', 'reply'])
      .where('member_id', '=', player.id)
      .orderBy('created_at')
      .execute();
    expect(feedback).toHaveLength(2);
    expect(feedback[0]?.content).toContain('transferência bancária');
    expect(feedback[0]?.reply).toContain('Obrigado por escrever');
    expect(feedback[1]?.reply).toBeNull();
    const messages = await database.handle.db
      .selectFrom('chat_message')
      .innerJoin('chat_conversation', 'chat_conversation.id', 'chat_message.conversation_id')
      .select(['chat_message.sender', 'chat_message.text'])
      .where('chat_conversation.member_id', '=', player.id)
      .orderBy('chat_message.id')
      .execute();
    expect(messages.map((message) => message.sender)).toEqual(['MEMBER', 'OPERATOR', 'MEMBER']);
  });

  it('gives a setting added by a later release its default, keeping the operator’s values', async () => {
    await database.handle.db
      .deleteFrom('deployment_setting')
      .where('key', '=', 'isChallengeEnabled')
      .execute();
    await expect(getDeploymentSettings(database.handle)).rejects.toThrow(/isChallengeEnabled/);
    await seedDemoDeployment(database.handle, 'PLAZABR');
    const settings = await getDeploymentSettings(database.handle);
    expect(settings.isChallengeEnabled).toBe(true);
    expect(settings.brandName).toBe('Operator Brand');
  });

  it('refuses to serve another merchant from the same database', async () => {
    await expect(seedDemoDeployment(database.handle, 'PLAZA')).rejects.toThrow(/belongs to merchant/);
  });
});
