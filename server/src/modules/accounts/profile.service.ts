import { PROFILE_ICONS, profileIconUpdateSchema } from '@plaza/contracts/accounts';
import { matchLanguage } from '@plaza/contracts/languages';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { updateMemberIcon, updateMemberLanguage } from './accounts.repository';
import type { MemberRow } from './accounts.repository';

/** The member's avatar and the ones to choose from. */
export function getProfileIcon(member: MemberRow) {
  const icon = profileIconUpdateSchema.shape.icon.safeParse(member.icon);
  return { icon: icon.success ? icon.data : null, choices: [...PROFILE_ICONS] };
}

/** Sets the member's avatar. */
export async function setProfileIcon(
  handle: DatabaseHandle,
  member: MemberRow,
  request: z.infer<typeof profileIconUpdateSchema>,
): Promise<void> {
  await updateMemberIcon(handle.db, member.id, request.icon);
}

/** Keeps the member's language (one the deployment offers) for the SMS and e-mail the server sends. */
export async function setMemberLanguage(
  handle: DatabaseHandle,
  member: MemberRow,
  code: string,
): Promise<void> {
  const language = matchLanguage(code);
  const { languages } = await getDeploymentSettings(handle);
  if (language === undefined || !languages.includes(language)) {
    throw new AppError('request_param_err', { fields: { language: 'validation.invalid' } });
  }
  await updateMemberLanguage(handle.db, member.id, language);
}
