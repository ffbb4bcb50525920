import type { DatabaseHandle } from '../db/database';
import { addMemberNote } from '../modules/member-admin/member-admin.service';
import { createOperator } from '../modules/operator/operator.service';
import { adjustMemberBalance } from '../modules/payments/payments-operator.service';
import { DEMO_OPERATOR } from './demo-operator-account';

/**
 * A second demo operator (FINANCE: binds an authenticator at the first sign-in) who can approve what the demo ADMIN
 * asks for (docs/decisions/062-adjustment-second-approval.md), listed in README.md beside the demo operator.
 */
export const DEMO_FINANCE_OPERATOR = {
  username: 'finance',
  password: 'Finance1234',
  role: 'FINANCE',
} as const;

/**
 * The back office's member page and approvals on a fresh start: two notes on the demo player, a small goodwill
 * credit done at once and one above the threshold (15,000.00) waiting for the second operator's approval.
 */
export async function seedDemoBackOffice(
  handle: DatabaseHandle,
  playerId: number,
  now: number = Date.now(),
): Promise<void> {
  await createOperator(handle, DEMO_FINANCE_OPERATOR, now);
  const admin = {
    id: await findDemoAdminId(handle),
    username: DEMO_OPERATOR.username,
    role: DEMO_OPERATOR.role,
    ip: '127.0.0.1',
  };
  await addMemberNote(
    handle,
    admin,
    playerId,
    'Asked about the welcome bonus by live chat; explained the terms.',
    now - 86_400_000,
  );
  await addMemberNote(
    handle,
    admin,
    playerId,
    'VIP candidate: steady deposits, no complaints.',
    now - 3_600_000,
  );
  await adjustMemberBalance(
    handle,
    admin,
    playerId,
    { amount: 2_500, reason: 'Goodwill for a game outage', requestId: 'demo-adjust-goodwill' },
    now - 7_200_000,
  );
  await adjustMemberBalance(
    handle,
    admin,
    playerId,
    { amount: 1_500_000, reason: 'Tournament first prize', requestId: 'demo-adjust-prize' },
    now - 1_800_000,
  );
}

/** The demo ADMIN's id (created by ensureDemoOperator just before). */
async function findDemoAdminId(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('operator')
    .select('id')
    .where('username', '=', DEMO_OPERATOR.username)
    .executeTakeFirstOrThrow();
  return row.id;
}
