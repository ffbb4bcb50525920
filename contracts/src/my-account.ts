import { z } from 'zod';

/**
 * My account (docs/product/my-account.md): the security center's overview at GET /wps/member/security and the
 * profile's editable fields at POST /wps/member/profile.
 */

/** How many recent logins the security center lists. */
export const RECENT_LOGIN_COUNT = 10;

export const recentLoginSchema = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  /** How the member logged in: PASSWORD, SMS, SECOND_FACTOR, … */
  method: z.string(),
});
export type RecentLogin = z.infer<typeof recentLoginSchema>;

export const securityOverviewSchema = z.object({
  profile: z.object({
    account: z.string(),
    nickname: z.string().nullable(),
    realName: z.string().nullable(),
    birthday: z.string().nullable(),
    icon: z.string().nullable(),
    language: z.string().nullable(),
    createdAt: z.string(),
  }),
  /** Each security item and whether it is set (masked where it is a contact). */
  items: z.object({
    loginPassword: z.object({ changedAt: z.string() }),
    paymentPassword: z.object({ isSet: z.boolean() }),
    mobile: z.object({ isSet: z.boolean(), masked: z.string().nullable() }),
    email: z.object({ isSet: z.boolean(), masked: z.string().nullable() }),
    authenticator: z.object({ isBound: z.boolean() }),
  }),
  recentLogins: z.array(recentLoginSchema),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** YYYY-MM-DD, a real day. */
const birthdaySchema = z.iso.date();

/** POST /wps/member/profile: the fields a member may change themselves (a real name only while it is empty). */
export const profileUpdateSchema = z.object({
  nickname: z.string().trim().min(1).max(24).nullable(),
  birthday: birthdaySchema.nullable(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
