import { contractTermsSchema } from '@plaza/contracts/agent-contracts';
import type {
  Contract,
  ContractAction,
  ContractDetail,
  ContractEvent,
  ContractKind,
  ContractListQuery,
  ContractOffer,
  ContractPage,
  ContractSummary,
  ContractTerms,
} from '@plaza/contracts/agent-contracts';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import { findMemberById, lockMember } from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { requireAgent } from '../agents/agent-center.service';
import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { depthInTeam } from '../team-tree/team-tree.service';
import {
  insertContract,
  insertEvent,
  insertVersion,
  selectContract,
  selectContractPage,
  selectEvents,
  selectGivenOpenContracts,
  selectOpenContract,
  selectVersions,
  updateContract,
  updateVersionStatus,
} from './agent-contracts.repository';
import type { ContractRow, VersionRow } from './agent-contracts.repository';
import { validateTerms } from './contract-terms';
import { periodOf } from './contract-periods';

/*
 * The contract workflow (docs/product/agent-contracts.md): an upline offers a direct downline; the downline accepts
 * or rejects; a new offer on an active contract replaces its terms from the next period once the downline accepts
 * (decision 070); either side asks to end it and the other answers; an operator ends any. Every change is one
 * transaction holding the downline's row lock, with a line of history.
 */

type Role = 'UPLINE' | 'DOWNLINE' | 'OPERATOR';

export function parseTerms(text: string): ContractTerms {
  return contractTermsSchema.parse(JSON.parse(text));
}

/** The terms in force at `at` (the latest accepted version effective by then), if any. */
export function termsInForce(versions: readonly VersionRow[], at: number): VersionRow | undefined {
  let found: VersionRow | undefined;
  for (const version of versions) {
    if (version.status === 'ACCEPTED' && version.effective_from !== null && version.effective_from <= at) {
      if (found === undefined || (found.effective_from ?? 0) <= version.effective_from) {
        found = version;
      }
    }
  }
  return found;
}

/** The latest accepted terms, whenever they take effect (what the contract grants from now on). */
function latestAccepted(versions: readonly VersionRow[]): VersionRow | undefined {
  return versions.filter((version) => version.status === 'ACCEPTED').at(-1);
}

async function requireKindEnabled(handle: DatabaseHandle, kind: ContractKind): Promise<void> {
  if (!isFeatureEnabled(await getFeatureTree(handle), kind)) {
    throw new AppError('operation.not.enabled');
  }
}

async function toContracts(
  db: Executor,
  rows: readonly ContractRow[],
  viewerId: number | null,
): Promise<Contract[]> {
  const versions = await selectVersions(
    db,
    rows.map((row) => row.id),
  );
  const ids = [...new Set(rows.flatMap((row) => [row.upline_id, row.member_id]))];
  const names = new Map<number, string>();
  for (const id of ids) {
    names.set(id, (await findMemberById(db, id))?.username ?? '');
  }
  return rows.map((row) => {
    const own = versions.filter((version) => version.contract_id === row.id);
    const accepted = latestAccepted(own);
    const pending = own.find((version) => version.status === 'PENDING');
    const role: Role =
      viewerId === row.upline_id ? 'UPLINE' : viewerId === row.member_id ? 'DOWNLINE' : 'OPERATOR';
    return {
      id: row.id,
      kind: row.kind as ContractKind,
      status: row.status as Contract['status'],
      upline: { id: row.upline_id, account: names.get(row.upline_id) ?? '' },
      member: { id: row.member_id, account: names.get(row.member_id) ?? '' },
      terms: accepted === undefined ? null : parseTerms(accepted.terms),
      pendingTerms: pending === undefined ? null : parseTerms(pending.terms),
      endRequestedBy:
        row.end_requested_by === 'UPLINE' || row.end_requested_by === 'DOWNLINE'
          ? row.end_requested_by
          : null,
      payer: row.is_house_paid === 1 ? 'HOUSE' : 'UPLINE',
      role,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

async function toContract(db: Executor, row: ContractRow, viewerId: number | null): Promise<Contract> {
  const [contract] = await toContracts(db, [row], viewerId);
  if (contract === undefined) {
    throw new Error('agent contract: no row to answer');
  }
  return contract;
}

/**
 * An upline offers a contract to a direct downline (or new terms for an active one). The upline must be an agent
 * and, unless it has no upline itself (the house then pays: decision 070), hold an active contract of the kind.
 */
export async function offerContract(
  handle: DatabaseHandle,
  session: MemberRow,
  offer: ContractOffer,
  now: number = Date.now(),
): Promise<Contract> {
  const upline = requireAgent(session);
  const kind = offer.terms.kind;
  await requireKindEnabled(handle, kind);
  const target = await findMemberById(handle.db, offer.memberId);
  if (target === undefined || target.parent_id === null || Number(target.parent_id) !== upline.id) {
    const depth = target === undefined ? undefined : await depthInTeam(handle.db, upline.id, target.id);
    throw new AppError(depth === undefined ? 'not.found' : 'contract.downline.not.direct');
  }
  const isHousePaid = upline.parent_id === null;
  let uplineTerms: ContractTerms | null = null;
  if (!isHousePaid) {
    const own = await selectOpenContract(handle.db, upline.id, kind);
    const inForce = own === undefined ? undefined : latestAccepted(await selectVersions(handle.db, [own.id]));
    if (own === undefined || own.status === 'OFFERED' || inForce === undefined) {
      throw new AppError('contract.upline.not.contracted');
    }
    uplineTerms = parseTerms(inForce.terms);
  }
  const given = await selectGivenOpenContracts(handle.db, target.id, kind);
  const givenVersions = await selectVersions(
    handle.db,
    given.map((row) => row.id),
  );
  const grantedBelow = given.flatMap((row) => {
    const own = givenVersions.filter(
      (version) => version.contract_id === row.id && version.status !== 'REJECTED',
    );
    const last = own.at(-1);
    return last === undefined ? [] : [parseTerms(last.terms)];
  });
  validateTerms(offer.terms, { uplineTerms, grantedBelow });

  const contractId = await runInTransaction(handle, async (db) => {
    await lockMember(db, target.id);
    const existing = await selectOpenContract(db, target.id, kind);
    const terms = JSON.stringify(offer.terms);
    if (existing === undefined) {
      const id = await insertContract(db, {
        kind,
        upline_id: upline.id,
        member_id: target.id,
        status: 'OFFERED',
        open_key: `${target.id}:${kind}`,
        is_house_paid: isHousePaid ? 1 : 0,
        end_requested_by: null,
        created_at: now,
        updated_at: now,
      });
      await insertVersion(db, {
        contract_id: id,
        terms,
        status: 'PENDING',
        effective_from: null,
        created_at: now,
      });
      await insertEvent(db, {
        contract_id: id,
        action: 'OFFER',
        actor: 'UPLINE',
        actor_id: upline.id,
        created_at: now,
      });
      return id;
    }
    const versions = await selectVersions(db, [existing.id]);
    if (existing.status !== 'ACTIVE' || versions.some((version) => version.status === 'PENDING')) {
      throw new AppError('contract.already.open');
    }
    await insertVersion(db, {
      contract_id: existing.id,
      terms,
      status: 'PENDING',
      effective_from: null,
      created_at: now,
    });
    await insertEvent(db, {
      contract_id: existing.id,
      action: 'CHANGE_OFFER',
      actor: 'UPLINE',
      actor_id: upline.id,
      created_at: now,
    });
    await updateContract(db, existing.id, 'ACTIVE', { updated_at: now });
    return existing.id;
  });
  const row = await selectContract(handle.db, contractId);
  if (row === undefined) {
    throw new Error('agent contract: not written');
  }
  return toContract(handle.db, row, upline.id);
}

/**
 * A member answers or acts on one of its contracts: the downline accepts or rejects an offer; either side asks to
 * end an active contract and the other accepts or rejects that. Anyone else's contract is not.found.
 */
export async function respondToContract(
  handle: DatabaseHandle,
  session: MemberRow,
  contractId: number,
  action: ContractAction,
  now: number = Date.now(),
): Promise<Contract> {
  const first = await selectContract(handle.db, contractId);
  if (first === undefined || (first.upline_id !== session.id && first.member_id !== session.id)) {
    throw new AppError('not.found');
  }
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  await runInTransaction(handle, async (db) => {
    await lockMember(db, first.member_id);
    const row = await selectContract(db, contractId);
    if (row === undefined) {
      throw new AppError('not.found');
    }
    const role: Role = row.member_id === session.id ? 'DOWNLINE' : 'UPLINE';
    const versions = await selectVersions(db, [row.id]);
    const pending = versions.find((version) => version.status === 'PENDING');
    const event = async (name: ContractEvent['action']) =>
      insertEvent(db, {
        contract_id: row.id,
        action: name,
        actor: role,
        actor_id: session.id,
        created_at: now,
      });
    const move = async (
      status: string,
      change: { open_key?: null; end_requested_by?: string | null } = {},
    ) => {
      if (!(await updateContract(db, row.id, row.status, { status, updated_at: now, ...change }))) {
        throw new AppError('contract.invalid.transition');
      }
    };
    const terms = pending === undefined ? undefined : parseTerms(pending.terms);
    if (row.status === 'OFFERED' && role === 'DOWNLINE' && pending !== undefined && terms !== undefined) {
      if (action === 'ACCEPT') {
        // The first terms count from the start of the period they are accepted in (decision 070).
        await updateVersionStatus(db, pending.id, 'ACCEPTED', periodOf(terms, now, offset).start);
        await move('ACTIVE');
        await event('ACCEPT');
        return;
      }
      if (action === 'REJECT') {
        await updateVersionStatus(db, pending.id, 'REJECTED', null);
        await move('REJECTED', { open_key: null });
        await event('REJECT');
        return;
      }
    }
    if (row.status === 'ACTIVE' && role === 'DOWNLINE' && pending !== undefined && terms !== undefined) {
      if (action === 'ACCEPT') {
        // New terms replace the old ones from the next period (decision 070).
        await updateVersionStatus(db, pending.id, 'ACCEPTED', periodOf(terms, now, offset).end);
        await move('ACTIVE');
        await event('CHANGE_ACCEPT');
        return;
      }
      if (action === 'REJECT') {
        await updateVersionStatus(db, pending.id, 'REJECTED', null);
        await move('ACTIVE');
        await event('CHANGE_REJECT');
        return;
      }
    }
    if (row.status === 'ACTIVE' && action === 'END') {
      if (pending !== undefined) {
        await updateVersionStatus(db, pending.id, 'REJECTED', null);
      }
      await move('END_REQUESTED', { end_requested_by: role });
      await event('END_REQUEST');
      return;
    }
    if (row.status === 'END_REQUESTED' && row.end_requested_by !== role) {
      if (action === 'ACCEPT') {
        await move('ENDED', { open_key: null });
        await event('END_ACCEPT');
        return;
      }
      if (action === 'REJECT') {
        await move('ACTIVE', { end_requested_by: null });
        await event('END_REJECT');
        return;
      }
    }
    throw new AppError('contract.invalid.transition');
  });
  const row = await selectContract(handle.db, contractId);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  return toContract(handle.db, row, session.id);
}

/** An operator ends any open contract, audited as `contract.end` in the same transaction. */
export async function endContractAsOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  contractId: number,
  reason: string,
  now: number = Date.now(),
): Promise<Contract> {
  await runInTransaction(handle, async (db) => {
    const first = await selectContract(db, contractId);
    if (first === undefined) {
      throw new AppError('not.found');
    }
    await lockMember(db, first.member_id);
    const row = await selectContract(db, contractId);
    if (row === undefined || !['OFFERED', 'ACTIVE', 'END_REQUESTED'].includes(row.status)) {
      throw new AppError('contract.invalid.transition');
    }
    await updateContract(db, row.id, row.status, { status: 'ENDED', open_key: null, updated_at: now });
    for (const version of await selectVersions(db, [row.id])) {
      if (version.status === 'PENDING') {
        await updateVersionStatus(db, version.id, 'REJECTED', null);
      }
    }
    await insertEvent(db, {
      contract_id: row.id,
      action: 'OPERATOR_END',
      actor: 'OPERATOR',
      actor_id: actor.id,
      created_at: now,
    });
    await recordOperatorAction(db, {
      actor,
      action: 'contract.end',
      targetType: 'contract',
      targetId: row.id,
      details: { reason, previousStatus: row.status },
      now,
    });
  });
  const row = await selectContract(handle.db, contractId);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  return toContract(handle.db, row, null);
}

/** The member's contracts, given and received (or every contract, for an operator: `memberId` undefined). */
export async function listContracts(
  handle: DatabaseHandle,
  memberId: number | undefined,
  query: ContractListQuery,
): Promise<ContractPage> {
  const { rows, total } = await selectContractPage(
    handle.db,
    { ...(memberId === undefined ? {} : { memberId }), side: query.side, kind: query.kind },
    toLimitOffset(query),
  );
  return toPage(await toContracts(handle.db, rows, memberId ?? null), query, total);
}

/** One of the member's contracts with its history; anyone else's is not.found. */
export async function getContract(
  handle: DatabaseHandle,
  session: MemberRow,
  contractId: number,
): Promise<ContractDetail> {
  const row = await selectContract(handle.db, contractId);
  if (row === undefined || (row.upline_id !== session.id && row.member_id !== session.id)) {
    throw new AppError('not.found');
  }
  const history = (await selectEvents(handle.db, row.id)).map((event) => ({
    action: event.action as ContractEvent['action'],
    by: event.actor as ContractEvent['by'],
    time: new Date(Number(event.created_at)).toISOString(),
  }));
  return { ...(await toContract(handle.db, row, session.id)), history };
}

/** The consolidated funds' contract fields: 1 for each kind the member holds or is offered. */
export async function getContractSummary(db: Executor, memberId: number): Promise<ContractSummary> {
  const flag = async (kind: ContractKind) =>
    (await selectOpenContract(db, memberId, kind)) === undefined ? 0 : 1;
  return {
    dailysalreqtype: await flag('DAILYSAL3'),
    divtypereq: await flag('DIVIDEND3'),
    contracthoursalreq: await flag('HOURSAL3'),
    realtimesalreqtype: await flag('RTSALARY3'),
  };
}

/** A relay call names its kind: a contract of another kind is not.found there. */
export async function requireContractKind(
  handle: DatabaseHandle,
  contractId: number,
  kind: ContractKind,
): Promise<void> {
  const row = await selectContract(handle.db, contractId);
  if (row === undefined || row.kind !== kind) {
    throw new AppError('not.found');
  }
}
