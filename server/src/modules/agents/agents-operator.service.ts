import { isAgentType } from '@plaza/contracts/accounts';
import type { MemberTree, MoveMemberRequest, MoveMemberResult } from '@plaza/contracts/agents';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { findMemberById, setParent } from '../accounts/members.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { countTeams, listUplines, moveMember } from '../team-tree/team-tree.service';
import { selectMembers } from './agents.repository';
import { markTeamFiguresStale } from './team-figures.service';

/**
 * Moves a member, with its whole team, under another agent: only an operator may (docs/product/agents.md
 * "The tree"), audited as `member.move-upline` in the same transaction. The new upline must be an agent outside
 * the moved team (409 upline.in.team otherwise); the team figures of both old and new uplines are rebuilt by the next run of the figures job.
 */
export async function moveMemberUpline(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  memberId: number,
  request: MoveMemberRequest,
  now: number = Date.now(),
): Promise<MoveMemberResult> {
  return runInTransaction(handle, async (db) => {
    const member = await findMemberById(db, memberId);
    const upline = await findMemberById(db, request.uplineId);
    if (member === undefined) {
      throw new AppError('not.found');
    }
    if (upline === undefined || !isAgentType(upline.type) || upline.status !== 'ACTIVE') {
      throw new AppError('upline.invalid');
    }
    const previousUplineId = member.parent_id === null ? null : Number(member.parent_id);
    if (previousUplineId === upline.id) {
      return { memberId, previousUplineId, uplineId: upline.id, movedCount: 0 };
    }
    const moved = await moveMember(db, { id: member.id, isAgent: isAgentType(member.type) }, upline.id);
    if (moved === undefined) {
      // The new upline is the member or in its team: the move would make a loop.
      throw new AppError('upline.in.team');
    }
    await setParent(db, member.id, upline.id);
    await markTeamFiguresStale(db);
    await recordOperatorAction(db, {
      actor,
      action: 'member.move-upline',
      targetType: 'member',
      targetId: member.id,
      details: {
        previousUplineId,
        uplineId: upline.id,
        movedCount: moved.movedCount,
        reason: request.reason,
      },
      now,
    });
    return { memberId, previousUplineId, uplineId: upline.id, movedCount: moved.movedCount };
  });
}

/** A member's place in the tree, for the operator: its uplines (top first) and its team counts. */
export async function getMemberTree(handle: DatabaseHandle, memberId: number): Promise<MemberTree> {
  const [member] = await selectMembers(handle.db, [memberId]);
  if (member === undefined) {
    throw new AppError('not.found');
  }
  const uplines = (await listUplines(handle.db, memberId)).reverse();
  const names = new Map(
    (
      await selectMembers(
        handle.db,
        uplines.map((upline) => upline.memberId),
      )
    ).map((row) => [row.id, row.username]),
  );
  const counts = (await countTeams(handle.db, [memberId])).get(memberId);
  return {
    member: { id: member.id, account: member.username, type: member.type },
    uplines: uplines.map((upline) => ({ id: upline.memberId, account: names.get(upline.memberId) ?? '' })),
    directMembers: counts?.directMembers ?? 0,
    teamSize: counts?.teamSize ?? 0,
  };
}
