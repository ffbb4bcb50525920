import { randomBytes } from 'node:crypto';

import { MEMBER_TYPE, TRIAL_DEMO_BALANCE } from '@plaza/contracts/accounts';
import type { LoginResponse } from '@plaza/contracts/accounts';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import { ensureAccount, getMemberMainAccount, postTransfers } from '../ledger/ledger.service';
import { insertMember } from './accounts.repository';
import { startSession, toMemberInfo } from './member-session.service';
import type { ClientContext } from './member-session.service';
import { hashPassword } from './password-hashing';

/** Where trial members' play money comes from: kept apart from the house and real deposits. */
const TRIAL_FUNDS_ACCOUNT = 'trial:funds';

/**
 * Trial play (docs/product/accounts.md#trial-members): a new trial member (type 4) with play money, logged in. It
 * can browse, but real-account actions answer need.true.account. The switch FREEPLAY3 must be on.
 */
export async function startTrial(handle: DatabaseHandle, client: ClientContext): Promise<LoginResponse> {
  if (!isFeatureEnabled(await getFeatureTree(handle), 'FREEPLAY3')) {
    throw new AppError('operation.not.enabled');
  }
  const { currency } = await getDeploymentSettings(handle);
  const username = `trial${randomBytes(6).toString('hex')}`;
  // Nobody logs in to a trial account with a password: it gets an unguessable one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { token, member } = await runInTransaction(handle, async (db) => {
    const memberId = await insertMember(db, {
      username,
      passwordHash,
      type: MEMBER_TYPE.trial,
      nickname: null,
      isFirstLogin: false,
      now: client.now,
    });
    const funds = await ensureAccount(
      db,
      {
        code: TRIAL_FUNDS_ACCOUNT,
        kind: 'bonus',
        ownerId: null,
        currency: currency.code,
        allowNegative: true,
      },
      client.now,
    );
    const wallet = await getMemberMainAccount(db, memberId, currency.code, client.now);
    await postTransfers(
      db,
      [
        {
          idempotencyKey: `trial-funding:${memberId}`,
          kind: 'bonus',
          reference: `trial:${memberId}`,
          debitAccountId: funds.id,
          creditAccountId: wallet.id,
          amount: TRIAL_DEMO_BALANCE,
        },
      ],
      client.now,
    );
    return startSession(db, memberId, username, 'freeplay', client);
  });
  return {
    token,
    firstTimeLogin: false,
    passwordExpired: false,
    isDefaultPassword: false,
    userInfo: toMemberInfo(member),
  };
}
