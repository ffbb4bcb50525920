import { UTC_OFFSET_LIMIT_MINUTES } from '@plaza/contracts/bets';
import { languageSchema } from '@plaza/contracts/languages';
import {
  currencySchema,
  customerServiceSchema,
  resourceSchema,
  rngSubTypeSchema,
} from '@plaza/contracts/system';
import { DEFAULT_TEAM_TRANSFER_SETTINGS, teamTransferSettingsSchema } from '@plaza/contracts/agents';
import { registrationSettingsSchema } from '@plaza/contracts/registration';
import { signInProviderSchema } from '@plaza/contracts/social-sign-in';
import { withdrawalSettingsSchema } from '@plaza/contracts/withdrawals';
import { z } from 'zod';

/**
 * The deployment's settings as stored: one row per top-level key in `deployment_setting`, each value JSON.
 * One merchant per deployment (docs/product/site.md#deployment-settings).
 */
export const deploymentSettingsSchema = z.object({
  merchantCode: z.string().min(1),
  brandName: z.string().min(1),
  logoUrl: z.string(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema).min(1),
  currency: currencySchema,
  lotteryType: z.string(),
  gameCategories: z.array(rngSubTypeSchema),
  ageLimit: z.number().int().min(18),
  licence: z.string(),
  copyrightYear: z.number().int(),
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  imageCDNs: z.array(z.string()).min(1),
  launchGameCDNs: z.array(z.string()).min(1),
  mainDomain: z.string(),
  agentDomain: z.string().nullable(),
  /** Host names this deployment answers for; `*` accepts any host. */
  domains: z.array(z.object({ domain: z.string(), area: z.enum(['MEMBER', 'AGENT']) })),
  /** ISO country codes allowed to use the site; empty allows every country. */
  allowedRegions: z.array(z.string().length(2)),
  maintenance: z.object({ enabled: z.boolean(), message: z.string().nullable() }),
  analytics: z.object({ gtagId: z.string().nullable() }),
  /**
   * The proof-of-work verification challenge before login and registration
   * (docs/product/wire.md#the-verification-challenge).
   */
  isChallengeEnabled: z.boolean(),
  registration: registrationSettingsSchema,
  /**
   * A completed deposit must be wagered this many times over before a withdrawal (the turnover requirement,
   * docs/decisions/007-payments-and-records.md); 0 turns the requirement off.
   */
  depositTurnoverMultiplier: z.number().min(0).max(100),
  /**
   * Where report days begin: minutes east of UTC (UTC−03:00 is −180). Bet records are summed per report day as
   * they are written, so this is chosen when the deployment starts and not changed afterwards
   * (docs/decisions/015-bet-records.md).
   */
  reportUtcOffsetMinutes: z.number().int().min(-UTC_OFFSET_LIMIT_MINUTES).max(UTC_OFFSET_LIMIT_MINUTES),
  /** Banks, e-wallet types, binding limits and the auto-confirmation delay (docs/decisions/008-withdrawals.md). */
  withdrawal: withdrawalSettingsSchema,
  /**
   * Whether this process serves the demo deployment's stand-in vendors (the demo studio, the demo transfer-wallet
   * vendor). The demo seed turns it on; a real deployment leaves it off. Read when the server starts
   * (docs/decisions/017-demo-deployment-plugins.md).
   */
  hasDemoVendors: z.boolean().default(false),
  /**
   * The sportsbook vendor's feed of matches for the sports live and hot matches page (docs/product/sports.md): an
   * http(s) address, or a path on this server (the demo studio's stand-in feed); null shows the page as unavailable.
   */
  sportsFeedUrl: z
    .string()
    .max(500)
    .regex(/^(?:\/[^/]|https?:\/\/)/)
    .nullable()
    .default(null),
  /**
   * Social sign-in (docs/decisions/059-social-sign-in.md): each provider's OpenID Connect client. An endpoint that
   * begins with `/` is served by this process (the demo deployment's stand-in provider); the issuer is compared
   * with the ID token's `iss` as written.
   */
  signInProviders: z
    .array(
      z.object({
        provider: signInProviderSchema,
        clientId: z.string().min(1),
        clientSecret: z.string(),
        issuer: z.string().min(1),
        authorizationEndpoint: z.string().min(1),
        tokenEndpoint: z.string().min(1),
        jwksUri: z.string().min(1),
        scope: z.string().default('openid email profile'),
      }),
    )
    .default([]),
  /**
   * The third-party phone check of registration (firebaseChannel, firebaseIdToken;
   * docs/product/registration.md#the-third-party-phone-check): the
   * issuer, audience and key set of the ID tokens its service gives a confirmed phone; null: none.
   */
  phoneCheck: z
    .object({ issuer: z.string().min(1), audience: z.string().min(1), jwksUri: z.string().min(1) })
    .nullable()
    .default(null),
  /** Limits of transfers between agents and their teams (docs/product/agents.md). */
  teamTransfer: teamTransferSettingsSchema.default(DEFAULT_TEAM_TRANSFER_SETTINGS),
  /**
   * Whether the deployment offers bonuses at all: promotions' rewards, deposit bonuses, rebates, gifts, points
   * turned into money. A jurisdiction that forbids bonuses (Brazil) turns it off (docs/product/promotions.md).
   */
  areBonusesEnabled: z.boolean().default(true),
  /**
   * A manual balance adjustment larger than this (absolute, minor units) waits for a second operator's approval
   * (docs/decisions/062-adjustment-second-approval.md). 1,000,000 is 10,000.00 in a currency of two decimals.
   */
  adjustmentApprovalThreshold: z.number().int().min(0).default(1_000_000),
  /**
   * The lottery (docs/product/lottery.md): the highest RTP an odds table may return (percent), the price of a lô
   * point in minor units, the default limits per number and per draw, and whether the deployment makes its own
   * stand-in draws of official lotteries through the platform's commitment (the demo, which runs offline).
   */
  lottery: z
    .object({
      maxRtpPercent: z.string().regex(/^\d{1,3}(\.\d{1,4})?$/),
      pricePerPoint: z.number().int().min(1),
      maxStakePerNumber: z.number().int().min(1),
      maxLiabilityPerDraw: z.number().int().min(1),
      hasStandInDraws: z.boolean(),
    })
    .default({
      maxRtpPercent: '99.9',
      pricePerPoint: 1000,
      maxStakePerNumber: 10_000_000,
      maxLiabilityPerDraw: 10_000_000_000,
      hasStandInDraws: false,
    }),
});
export type DeploymentSettings = z.infer<typeof deploymentSettingsSchema>;
export type DeploymentSettingKey = keyof DeploymentSettings;

export const DEPLOYMENT_SETTING_KEYS = Object.keys(deploymentSettingsSchema.shape).filter(
  (key): key is DeploymentSettingKey => key in deploymentSettingsSchema.shape,
);
