import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The downline tree as a closure table (docs/decisions/028-agent-types-and-tree.md): one row per member and each of
 * its uplines, `depth` levels above it (1 for the direct upline). Team queries read an agent's rows by index
 * (`member_tree` primary key: everyone below it; `member_tree_descendant`: a member's uplines) and never walk the
 * tree row by row. `member_team` keeps each upline's counts (everyone below, direct downlines, agents below), changed
 * with the rows, so that no page counts a large team. Existing members are placed from `member.parent_id`, one
 * level at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_tree')
    .addColumn('ancestor_id', 'bigint', (column) => column.notNull())
    .addColumn('descendant_id', 'bigint', (column) => column.notNull())
    .addColumn('depth', 'integer', (column) => column.notNull())
    // On the row of the direct upline only: how the member joined it (`code`, `register-center`, `operator`).
    .addColumn('joined_via', 'varchar(16)')
    .addPrimaryKeyConstraint('member_tree_key', ['ancestor_id', 'descendant_id'])
    .execute();
  await db.schema
    .createIndex('member_tree_descendant')
    .on('member_tree')
    .columns(['descendant_id', 'depth'])
    .execute();
  await db.schema
    .createIndex('member_tree_ancestor_depth')
    .on('member_tree')
    .columns(['ancestor_id', 'depth', 'descendant_id'])
    .execute();

  await sql`insert into member_tree (ancestor_id, descendant_id, depth, joined_via)
    select parent_id, id, 1, 'code' from member where parent_id is not null`.execute(db);
  // Each pass adds the uplines one level further up; a tree deeper than 64 levels is not a tree Plaza makes.
  for (let depth = 2; depth <= 64; depth += 1) {
    const result = await sql`insert into member_tree (ancestor_id, descendant_id, depth)
      select upper.ancestor_id, lower.descendant_id, ${depth}
      from member_tree lower join member_tree upper on upper.descendant_id = lower.ancestor_id and upper.depth = 1
      where lower.depth = ${depth - 1}`.execute(db);
    if (Number(result.numAffectedRows ?? 0) === 0) {
      break;
    }
  }

  await db.schema
    .createTable('member_team')
    .addColumn('member_id', 'bigint', (column) => column.primaryKey())
    .addColumn('team_size', 'integer', (column) => column.notNull())
    .addColumn('direct_members', 'integer', (column) => column.notNull())
    .addColumn('sub_agents', 'integer', (column) => column.notNull())
    .execute();
  await sql`insert into member_team (member_id, team_size, direct_members, sub_agents)
    select member_tree.ancestor_id, count(*),
      sum(case when member_tree.depth = 1 then 1 else 0 end),
      sum(case when member.type in (1, 2, 41, 42) then 1 else 0 end)
    from member_tree join member on member.id = member_tree.descendant_id
    group by member_tree.ancestor_id`.execute(db);
}
