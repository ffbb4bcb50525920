import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { fundMember } from '../../test/seamless-client';
import { createTestDatabase, describeIntegration } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { insertMember } from '../accounts/accounts.repository';
import { ledgerAccountCodes } from './ledger.service';

const SCRIPT = fileURLToPath(new URL('../../../../scripts/ledger-verify.ts', import.meta.url));

/** `npm run ledger:verify` as an operator runs it: a process of its own on the database DATABASE_URL names. */
function runVerify(databaseUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), output: `${stdout}${stderr}` });
      },
    );
  });
}

describeIntegration('npm run ledger:verify', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const index of [1, 2]) {
      const memberId = await insertMember(database.handle.db, {
        username: `verify${index}`,
        passwordHash: 'not-used',
        type: 0,
        isFirstLogin: false,
        now: Date.now(),
      });
      await fundMember(database.handle, memberId, 5_000 * index, 'USD');
    }
  });
  afterAll(async () => {
    await database.drop();
  });

  it('prints each check and exits 0 on a sound ledger, then 1 once a balance no longer matches its transfers', async () => {
    const sound = await runVerify(database.url);
    expect(sound.output).toMatch(/^ok +\(a\) transfers balance: 2 transfers, 0 unbalanced/m);
    expect(sound.output).toMatch(/^ok +\(b\) balances = credits - debits/m);
    expect(sound.output).toContain('ledger verified');
    expect(sound.code).toBe(0);

    // A balance changed behind the ledger's back.
    const [member] = await database.handle.db
      .selectFrom('member')
      .select('id')
      .where('username', '=', 'verify1')
      .execute();
    await database.handle.db
      .updateTable('ledger_account')
      .set((eb) => ({ balance: eb('balance', '+', 1) }))
      .where('code', '=', ledgerAccountCodes.memberMain(Number(member?.id)))
      .execute();

    const broken = await runVerify(database.url);
    expect(broken.output).toMatch(/^BROKEN \(b\) balances = credits - debits: \d+ accounts, 1 differ/m);
    expect(broken.output).toContain('LEDGER BROKEN');
    expect(broken.code).toBe(1);
  }, 120_000);
});
