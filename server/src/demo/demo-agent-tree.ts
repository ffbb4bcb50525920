import { AGENT_TYPE } from '@plaza/contracts/agents';
import { MEMBER_TYPE } from '@plaza/contracts/accounts';

import type { DatabaseHandle } from '../db/database';
import { createMember } from '../modules/accounts/accounts.service';
import { hashPassword } from '../modules/accounts/password-hashing';

const PASSWORD = 'Player1234';
/** Direct members of the second house: more than one page of a tree level (20), so "show more" shows. */
const HOUSE_MEMBERS = 22;

/**
 * A second top agent for the back office's agent tree (docs/product/back-office.md), beside `demoagent`: `demohouse`
 * with a sub-agent `demohousesub` (one member of its own) and a long list of direct members, so that a member can
 * be moved from one house to the other and a level shows its paging. Created on the server's first start only, with
 * the demo agent's team; the accounts share one password, hashed once (a hash takes a third of a second on a busy
 * machine).
 */
export async function seedDemoAgentTree(handle: DatabaseHandle, now: number): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const create = (username: string, type: number, parentId: number | null) =>
    createMember(
      handle,
      { username, password: PASSWORD, passwordHash, type, nickname: null, parentId, isFirstLogin: false },
      now,
    );
  const houseId = await create('demohouse', AGENT_TYPE.top, null);
  const subId = await create('demohousesub', AGENT_TYPE.sub, houseId);
  await create('demohousemember', MEMBER_TYPE.member, subId);
  for (let index = 1; index <= HOUSE_MEMBERS; index += 1) {
    await create(`demohouse${String(index).padStart(2, '0')}`, MEMBER_TYPE.member, houseId);
  }
}
