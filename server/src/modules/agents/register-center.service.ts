import { AGENT_TYPE } from '@plaza/contracts/agents';
import type { CreateDownlineRequest, CreatedDownline } from '@plaza/contracts/agents';
import { isAgentType, MEMBER_TYPE } from '@plaza/contracts/accounts';
import type { FieldMessageKey } from '@plaza/contracts/field-errors';
import { validateFieldValue } from '@plaza/contracts/registration-patterns';
import { randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createMember } from '../accounts/accounts.service';
import type { MemberRow } from '../accounts/members.service';
import { getRegistrationSettings } from '../accounts/registration.service';
import { requireAgent, requireTeamMember } from './agent-center.service';
import { selectMembers } from './agents.repository';

/** Agent types that may place sub-agents (decision 028): a member-agent (41) recruits members only. */
const MAY_CREATE_AGENTS: readonly number[] = [AGENT_TYPE.top, AGENT_TYPE.sub, AGENT_TYPE.house];

/** An invitation code: 8 characters a person can read out (no 0/O, 1/I). */
function newAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The register center: an agent creates a member or a sub-agent under itself or under a sub-agent of its team. The
 * user name and password follow the deployment's registration rules; the password is an initial one, to be changed
 * at the first login. A new sub-agent is type 2 (42 below a house agent) with an invitation code of its own.
 */
export async function createDownline(
  handle: DatabaseHandle,
  session: MemberRow,
  request: CreateDownlineRequest,
  now: number = Date.now(),
): Promise<CreatedDownline> {
  const agent = requireAgent(session);
  const settings = await getRegistrationSettings(handle);
  const fields: Record<string, FieldMessageKey> = {};
  for (const field of ['username', 'password'] as const) {
    const rule = settings.fields[field];
    if (rule?.enabled) {
      const result = validateFieldValue(rule, request[field]);
      if (!result.ok) {
        fields[field] = `validation.${result.reason}`;
      }
    }
  }
  if (request.confirmPassword !== request.password) {
    fields.confirmPassword = 'validation.mismatch';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('request_param_err', { fields });
  }
  const uplineId = request.uplineId ?? agent.id;
  if (uplineId !== agent.id) {
    await requireTeamMember(handle.db, agent, uplineId);
  }
  const [upline] = await selectMembers(handle.db, [uplineId]);
  if (upline === undefined || !isAgentType(upline.type)) {
    throw new AppError('upline.invalid');
  }
  if (request.kind === 'AGENT' && !MAY_CREATE_AGENTS.includes(upline.type)) {
    throw new AppError('upline.invalid');
  }
  const type =
    request.kind === 'MEMBER'
      ? MEMBER_TYPE.member
      : upline.type === AGENT_TYPE.house
        ? AGENT_TYPE.house
        : AGENT_TYPE.sub;
  const affiliateCode = request.kind === 'AGENT' ? newAffiliateCode() : undefined;
  const id = await createMember(
    handle,
    {
      username: request.username,
      password: request.password,
      type,
      nickname: request.nickname ?? null,
      parentId: uplineId,
      isFirstLogin: true,
      ...(affiliateCode === undefined ? {} : { affiliateCode }),
    },
    now,
  );
  return {
    id,
    account: request.username.toLowerCase(),
    type,
    uplineId,
    affiliateCode: affiliateCode ?? null,
  };
}
