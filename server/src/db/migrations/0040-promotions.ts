import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Promotions and the reward center (docs/product/promotions.md): the promotions with their texts per language,
 * members' participation in sign-up promotions with the images of their reward requests, and the rewards waiting
 * in (or taken from) the reward center. Each reward has a unique key (`source_key`), so a reward is created once
 * whatever runs twice; its money moves through the ledger when claimed.
 */
export async function up(db: Kysely<unknown>, { addIdColumn, binaryType }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('promotion'))
    .addColumn('code', 'varchar(64)', (column) => column.notNull().unique())
    // PromotionType of contracts/promotions.ts: the list's filter.
    .addColumn('type', 'varchar(16)', (column) => column.notNull())
    // PromotionKind: SIGN_UP | FIRST_DEPOSIT | RELOAD | INFO.
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    // ALL | NEW_MEMBERS | VIP
    .addColumn('audience', 'varchar(16)', (column) => column.notNull())
    .addColumn('min_vip_level', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reward_amount', 'bigint')
    // A deposit bonus in basis points of the deposit (10,000 = 100%), its cap and the smallest deposit.
    .addColumn('bonus_basis_points', 'integer')
    .addColumn('max_bonus', 'bigint')
    .addColumn('min_deposit', 'bigint')
    // The turnover multiple k in hundredths (100 = 1×), and what it multiplies: BONUS | DEPOSIT_PLUS_BONUS.
    .addColumn('turnover_multiple_x100', 'integer', (column) => column.notNull())
    .addColumn('turnover_base', 'varchar(24)', (column) => column.notNull())
    .addColumn('claim_days', 'integer', (column) => column.notNull())
    .addColumn('starts_at', 'bigint', (column) => column.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('cover_url', 'text')
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('promotion_text')
    .addColumn('promotion_id', 'bigint', (column) => column.notNull().references('promotion.id'))
    .addColumn('language', 'varchar(8)', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .addColumn('terms', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('promotion_text_pk', ['promotion_id', 'language'])
    .execute();

  await addIdColumn(db.schema.createTable('promotion_participation'))
    .addColumn('promotion_id', 'bigint', (column) => column.notNull().references('promotion.id'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    // JOINED | APPLYING | APPROVED | REJECTED
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('remark', 'text')
    .addColumn('image_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('joined_at', 'bigint', (column) => column.notNull())
    .addColumn('requested_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint')
    .addColumn('reject_reason', 'text')
    .addColumn('reward_id', 'bigint')
    .execute();
  // One participation per member and promotion.
  await db.schema
    .createIndex('promotion_participation_member')
    .on('promotion_participation')
    .columns(['member_id', 'promotion_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('promotion_participation_review')
    .on('promotion_participation')
    .columns(['status', 'requested_at'])
    .execute();

  await db.schema
    .createTable('promotion_request_image')
    .addColumn('participation_id', 'bigint', (column) =>
      column.notNull().references('promotion_participation.id'),
    )
    .addColumn('sequence', 'integer', (column) => column.notNull())
    // 'image/png' | 'image/jpeg', decided by the file's first bytes.
    .addColumn('content_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('data', binaryType, (column) => column.notNull())
    .addPrimaryKeyConstraint('promotion_request_image_pk', ['participation_id', 'sequence'])
    .execute();

  await addIdColumn(db.schema.createTable('reward'))
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    // RewardSource: PROMOTION | DEPOSIT_BONUS | REBATE | VIP | POINTS | MISSION
    .addColumn('source', 'varchar(16)', (column) => column.notNull())
    // What the reward is for, once for ever, e.g. `promotion:3:member:17`, `deposit-bonus:42`.
    .addColumn('source_key', 'varchar(128)', (column) => column.notNull().unique())
    .addColumn('promotion_id', 'bigint')
    // The title in the deployment's language when no promotion names it (JSON text {language: title}).
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('turnover_required', 'bigint', (column) => column.notNull())
    // CLAIMABLE | CLAIMED (a CLAIMABLE reward past expires_at reads as EXPIRED)
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('claimed_at', 'bigint')
    .addColumn('ledger_transfer_id', 'bigint')
    .execute();
  await db.schema
    .createIndex('reward_member')
    .on('reward')
    .columns(['member_id', 'status', 'created_at'])
    .execute();
}
