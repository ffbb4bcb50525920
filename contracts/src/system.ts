import { z } from 'zod';

import { featureSwitchNodeSchema } from './feature-switches';
import { languageSchema } from './languages';

/** Game categories, the vendor groups of the catalogue (docs/product/games.md#the-catalogue). */
export const GAME_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'COCKFIGHT',
] as const;
export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/**
 * RNG lobby sub-types of the brand configuration (docs/product/games.md#the-catalogue): scratch card, video poker,
 * jackpot, table, arcade, bingo.
 */
export const RNG_SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export const rngSubTypeSchema = z.enum(RNG_SUB_TYPES);

export const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  decimals: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;

export const resourceSchema = z.object({
  resourceType: z.enum([
    'FACEBOOK',
    'INSTAGRAM',
    'TELEGRAM',
    'TELEGRAM-1',
    'MOBILECONFIG',
    'Android',
    'IOS',
    'IOSLITE',
  ]),
  labelNameEn: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** The platforms of the brand's app downloads: a button and a QR code each in the side menu and the right bar. */
export const APP_PLATFORMS = ['android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
/** The download resources that install the app of a platform; the first of each platform is the one offered. */
export const APP_PLATFORM_OF_RESOURCE: Partial<Record<Resource['resourceType'], AppPlatform>> = {
  Android: 'android',
  IOS: 'ios',
  MOBILECONFIG: 'ios',
};
/**
 * GET `${APP_DOWNLOAD_QR_PATH}/<platform>`: the QR code of that platform's download as an SVG picture, drawn by the
 * server so that the pages showing it carry no QR encoder (docs/decisions/049-home-page-first-screen.md).
 */
export const APP_DOWNLOAD_QR_PATH = '/wps/app/download-qr';
export const appDownloadQrParamsSchema = z.object({ platform: z.enum(APP_PLATFORMS) });

export const customerServiceSchema = z.object({
  title: z.string(),
  csType: z.enum(['LIVECHAT', 'TELEGRAM']),
  links: z.array(z.string()),
});
export type CustomerServiceContact = z.infer<typeof customerServiceSchema>;

/** GET /wps/system/whitelabel: the brand's settings and feature switches. */
export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  platform: z.literal('WEB'),
  brandName: z.string(),
  logoUrl: z.string(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
  currency: currencySchema,
  lotteryType: z.string(),
  gameCategories: z.array(rngSubTypeSchema),
  ageLimit: z.number().int(),
  licence: z.string(),
  copyrightYear: z.number().int(),
  featureSwitches: z.array(featureSwitchNodeSchema),
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  imageCDN: z.string(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/** GET /wps/system/status: decides at start whether the app, the maintenance page or the blocked page shows. */
export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  info: z.object({
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDN: z.string(),
    launchGameCDN: z.string(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const domainRouteSchema = z.object({
  domain: z.string(),
  isAllowed: z.boolean(),
  area: z.enum(['MEMBER', 'AGENT']),
  mainDomain: z.string(),
  agentDomain: z.string().nullable(),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const helpCenterQuerySchema = z.object({
  lang: languageSchema.optional(),
  device: z.enum(['WEB', 'MOBILE']).default('WEB'),
});

export const helpCenterSchema = z.object({
  categories: z.array(
    z.object({
      category: z.string(),
      articles: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
    }),
  ),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

export const publicKeySchema = z.object({ keyId: z.string(), spki: z.string() });
export type PublicKey = z.infer<typeof publicKeySchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

/**
 * GET /readyz: whether this node takes new requests (docs/deployment.md#health-and-readiness): 200 `ready`; 503
 * `draining` once it stops (SIGTERM) or `unavailable` when its database does not answer. `node` names the node.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  node: z.string(),
});
export type Readiness = z.infer<typeof readinessSchema>;
