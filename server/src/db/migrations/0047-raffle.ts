import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Raffles (docs/product/raffle.md): each raffle's commitment (the anchor SHA-256(seed), published when the raffle is
 * created; the seed kept until the draw), its prizes, and the tickets members claimed, numbered 1, 2, … in claim
 * order through the raffle's own counter.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('raffle'))
    .addColumn('code', 'varchar(32)', (column) => column.notNull().unique())
    // JSON text {language: {title, description}}
    .addColumn('texts', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'bigint', (column) => column.notNull())
    .addColumn('ends_at', 'bigint', (column) => column.notNull())
    .addColumn('draw_at', 'bigint', (column) => column.notNull())
    .addColumn('valid_bet_per_ticket', 'bigint', (column) => column.notNull())
    .addColumn('max_tickets_per_member', 'integer', (column) => column.notNull())
    // JSON array of prize amounts (minor units), first prize first.
    .addColumn('prizes', 'text', (column) => column.notNull())
    .addColumn('anchor', 'varchar(64)', (column) => column.notNull())
    .addColumn('seed', 'varchar(64)', (column) => column.notNull())
    .addColumn('ticket_count', 'integer', (column) => column.notNull())
    // OPEN | DRAWN
    .addColumn('status', 'varchar(8)', (column) => column.notNull())
    // JSON array of the winning ticket numbers, first prize first (once DRAWN).
    .addColumn('result', 'text')
    .addColumn('drawn_at', 'bigint')
    .execute();

  await db.schema
    .createTable('raffle_ticket')
    .addColumn('raffle_id', 'bigint', (column) => column.notNull().references('raffle.id'))
    .addColumn('ticket_no', 'integer', (column) => column.notNull())
    .addColumn('member_id', 'bigint', (column) => column.notNull().references('member.id'))
    .addColumn('claimed_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('raffle_ticket_pk', ['raffle_id', 'ticket_no'])
    .execute();
  await db.schema
    .createIndex('raffle_ticket_member')
    .on('raffle_ticket')
    .columns(['raffle_id', 'member_id'])
    .execute();
}
