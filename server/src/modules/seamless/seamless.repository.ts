import type { Selectable } from 'kysely';

import { prepareQuery } from '../../db/prepared-query';
import type { Parameter } from '../../db/prepared-query';
import type { LaunchTokenTable, SeamlessTransactionTable, VendorIntegrationTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A vendor_integration row. */
export type VendorIntegrationRow = Selectable<VendorIntegrationTable>;
/** A launch_token row. */
export type LaunchTokenRow = Selectable<LaunchTokenTable>;
/** A seamless_transaction row. */
export type SeamlessTransactionRow = Selectable<SeamlessTransactionTable>;
/** The columns of a new seamless_transaction row, every one given (null where there is nothing). */
export type SeamlessTransactionInsert = Omit<SeamlessTransactionRow, 'id'>;

/** Every vendor's wallet configuration. */
export async function selectVendorIntegrations(db: Executor): Promise<VendorIntegrationRow[]> {
  return db.selectFrom('vendor_integration').selectAll().execute();
}

/** Inserts or replaces a vendor's wallet configuration. */
export async function upsertVendorIntegration(db: Executor, row: VendorIntegrationRow): Promise<void> {
  await db
    .insertInto('vendor_integration')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('vendor_code').doUpdateSet({
        wallet_mode: row.wallet_mode,
        secret: row.secret,
        launch_url: row.launch_url,
        api_url: row.api_url,
        enabled: row.enabled,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Stores a new launch token (by hash). */
export async function insertLaunchToken(db: Executor, row: LaunchTokenRow): Promise<void> {
  await db.insertInto('launch_token').values(row).execute();
}

/** A launch token by the hash of the token. */
export async function selectLaunchToken(
  db: Executor,
  tokenHash: string,
): Promise<LaunchTokenRow | undefined> {
  return db.selectFrom('launch_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Deletes launch tokens that expired before `before`; answers how many. */
export async function deleteExpiredLaunchTokens(db: Executor, before: number): Promise<number> {
  const result = await db.deleteFrom('launch_token').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const selectWalletMemberQuery = prepareQuery((db, parameter: Parameter<{ memberId: number }>) =>
  db.selectFrom('member').select(['id', 'status', 'type']).where('id', '=', parameter('memberId')),
);

/** What the wallet needs of a member: whether they exist and may play. */
export async function selectWalletMember(
  db: Executor,
  memberId: number,
): Promise<{ id: number; status: string; type: number } | undefined> {
  return (await selectWalletMemberQuery(db, { memberId })).rows[0];
}

interface TransactionKey {
  vendorCode: string;
  transactionId: string;
}

const selectTransactionAndReferencesQuery = prepareQuery((db, parameter: Parameter<TransactionKey>) =>
  db
    .selectFrom('seamless_transaction')
    .selectAll()
    // The vendor inside each branch lets SQLite search both indexes (MULTI-INDEX OR) instead of scanning the
    // vendor's rows.
    .where((where) =>
      where.or([
        where.and([
          where('vendor_code', '=', parameter('vendorCode')),
          where('transaction_id', '=', parameter('transactionId')),
        ]),
        where.and([
          where('vendor_code', '=', parameter('vendorCode')),
          where('ref_transaction_id', '=', parameter('transactionId')),
        ]),
      ]),
    ),
);

/**
 * The vendor's call recorded under `transactionId`, and the calls that reference it (its rollback, a
 * tombstone waiting for it, its wins), in one read.
 */
export async function selectTransactionAndReferences(
  db: Executor,
  vendorCode: string,
  transactionId: string,
): Promise<SeamlessTransactionRow[]> {
  return (await selectTransactionAndReferencesQuery(db, { vendorCode, transactionId })).rows;
}

const selectBetContextQuery = prepareQuery(
  (db, parameter: Parameter<TransactionKey & { memberId: number }>) =>
    db
      .selectFrom('member')
      .leftJoin('seamless_transaction', (join) =>
        join.on((on) =>
          on.or([
            on.and([
              on('seamless_transaction.vendor_code', '=', parameter('vendorCode')),
              on('seamless_transaction.transaction_id', '=', parameter('transactionId')),
            ]),
            on.and([
              on('seamless_transaction.vendor_code', '=', parameter('vendorCode')),
              on('seamless_transaction.ref_transaction_id', '=', parameter('transactionId')),
            ]),
          ]),
        ),
      )
      .select('member.status as member_status')
      .selectAll('seamless_transaction')
      .where('member.id', '=', parameter('memberId')),
);

type JoinedTransaction = { [K in keyof SeamlessTransactionRow]: SeamlessTransactionRow[K] | null };

function toRecordedCall(row: JoinedTransaction): SeamlessTransactionRow | undefined {
  const { id, vendor_code, transaction_id, kind, member_id, game_code, game_type, round_id, amount } = row;
  const { status, outcome, payload_hash, balance_after, created_at } = row;
  if (
    id === null ||
    vendor_code === null ||
    transaction_id === null ||
    kind === null ||
    member_id === null ||
    game_code === null ||
    game_type === null ||
    round_id === null ||
    amount === null ||
    status === null ||
    outcome === null ||
    payload_hash === null ||
    balance_after === null ||
    created_at === null
  ) {
    return undefined;
  }
  return {
    id,
    vendor_code,
    transaction_id,
    kind,
    member_id,
    game_code,
    game_type,
    round_id,
    amount,
    ref_transaction_id: row.ref_transaction_id,
    status,
    outcome,
    payload_hash,
    ledger_transfer_id: row.ledger_transfer_id,
    balance_after,
    created_at,
  };
}

/**
 * What a bet needs before it moves money, in one read: the member's status, and the calls recorded under the
 * bet's transaction id or referencing it (as selectTransactionAndReferences). Undefined when there is no such
 * member.
 */
export async function selectBetContext(
  db: Executor,
  memberId: number,
  vendorCode: string,
  transactionId: string,
): Promise<{ memberStatus: string; related: SeamlessTransactionRow[] } | undefined> {
  const { rows } = await selectBetContextQuery(db, { memberId, vendorCode, transactionId });
  const [first] = rows;
  if (first === undefined) {
    return undefined;
  }
  const related: SeamlessTransactionRow[] = [];
  for (const row of rows) {
    const recorded = toRecordedCall(row);
    if (recorded !== undefined) {
      related.push(recorded);
    }
  }
  return { memberStatus: first.member_status, related };
}

const selectTransactionPairQuery = prepareQuery(
  (db, parameter: Parameter<{ vendorCode: string; transactionId: string; otherTransactionId: string }>) =>
    db
      .selectFrom('seamless_transaction')
      .selectAll()
      .where('vendor_code', '=', parameter('vendorCode'))
      .where('transaction_id', 'in', [parameter('transactionId'), parameter('otherTransactionId')]),
);

/** The recorded calls under either of two of the vendor's transaction ids (a win and the bet it names). */
export async function selectTransactionPair(
  db: Executor,
  vendorCode: string,
  transactionId: string,
  otherTransactionId: string,
): Promise<SeamlessTransactionRow[]> {
  return (await selectTransactionPairQuery(db, { vendorCode, transactionId, otherTransactionId })).rows;
}

const selectTransactionQuery = prepareQuery((db, parameter: Parameter<TransactionKey>) =>
  db
    .selectFrom('seamless_transaction')
    .selectAll()
    .where('vendor_code', '=', parameter('vendorCode'))
    .where('transaction_id', '=', parameter('transactionId')),
);

/** One recorded call by the vendor's transaction id. */
export async function selectTransaction(
  db: Executor,
  vendorCode: string,
  transactionId: string,
): Promise<SeamlessTransactionRow | undefined> {
  return (await selectTransactionQuery(db, { vendorCode, transactionId })).rows[0];
}

const insertTransactionQuery = prepareQuery((db, parameter: Parameter<SeamlessTransactionInsert>) =>
  db
    .insertInto('seamless_transaction')
    .values({
      vendor_code: parameter('vendor_code'),
      transaction_id: parameter('transaction_id'),
      kind: parameter('kind'),
      member_id: parameter('member_id'),
      game_code: parameter('game_code'),
      game_type: parameter('game_type'),
      round_id: parameter('round_id'),
      amount: parameter('amount'),
      ref_transaction_id: parameter('ref_transaction_id'),
      status: parameter('status'),
      outcome: parameter('outcome'),
      payload_hash: parameter('payload_hash'),
      ledger_transfer_id: parameter('ledger_transfer_id'),
      balance_after: parameter('balance_after'),
      created_at: parameter('created_at'),
    })
    .onConflict((conflict) => conflict.columns(['vendor_code', 'transaction_id']).doNothing())
    .returning('id'),
);

/**
 * Records a call; answers its id, or undefined when the same vendor transaction id was committed meanwhile by
 * another transaction (the caller then answers from that row).
 */
export async function insertTransaction(
  db: Executor,
  row: SeamlessTransactionInsert,
): Promise<number | undefined> {
  return (await insertTransactionQuery(db, row)).rows[0]?.id;
}

/** Marks a bet as reversed, only if it was not already; answers whether this call did it. */
export async function markBetRolledBack(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('seamless_transaction')
    .set({ status: 'ROLLED_BACK' })
    .where('id', '=', id)
    .where('kind', '=', 'bet')
    .where('status', '=', 'OK')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
