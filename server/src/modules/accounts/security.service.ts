import { RECENT_LOGIN_COUNT } from '@plaza/contracts/my-account';
import type { ProfileUpdate, SecurityOverview } from '@plaza/contracts/my-account';

import type { DatabaseHandle } from '../../db/database';
import { selectRecentLogins, updateMemberProfile } from './accounts.repository';
import type { MemberRow } from './accounts.repository';

/** A contact shown with most of it hidden: `+55 11****321`, `an***@example.com`. */
export function maskContact(value: string | null): string | null {
  if (value === null || value === '') {
    return null;
  }
  const at = value.indexOf('@');
  if (at > 0) {
    return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  }
  return value.length <= 5 ? '****' : `${value.slice(0, 2)}****${value.slice(-3)}`;
}

/**
 * The security center (docs/product/my-account.md): the member's profile, each security item and whether it is set,
 * and their latest successful logins with address and device.
 */
export async function getSecurityOverview(
  handle: DatabaseHandle,
  member: MemberRow,
): Promise<SecurityOverview> {
  const logins = await selectRecentLogins(handle.db, member.id, RECENT_LOGIN_COUNT);
  const mobile =
    member.mobile === null ? null : `${member.country_dialing_code ?? ''} ${member.mobile}`.trim();
  return {
    profile: {
      account: member.username,
      nickname: member.nickname,
      realName: member.real_name,
      birthday: member.birthday,
      icon: member.icon,
      language: member.language,
      createdAt: new Date(Number(member.created_at)).toISOString(),
    },
    items: {
      loginPassword: { changedAt: new Date(Number(member.password_changed_at)).toISOString() },
      paymentPassword: { isSet: member.payment_password_hash !== null },
      mobile: { isSet: mobile !== null, masked: maskContact(mobile) },
      email: { isSet: member.email !== null && member.email !== '', masked: maskContact(member.email) },
      authenticator: { isBound: member.totp_secret !== null },
    },
    recentLogins: logins.map((login) => ({
      at: new Date(Number(login.created_at)).toISOString(),
      ip: login.ip,
      device: login.device,
      method: login.method,
    })),
  };
}

/** Saves the profile fields a member edits (nickname, birthday); answers the overview as it now is. */
export async function updateProfile(
  handle: DatabaseHandle,
  member: MemberRow,
  update: ProfileUpdate,
): Promise<SecurityOverview> {
  await updateMemberProfile(handle.db, member.id, update);
  return getSecurityOverview(handle, { ...member, ...update });
}
