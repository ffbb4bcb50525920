import { DEFAULT_TEAM_TRANSFER_SETTINGS } from '@plaza/contracts/agents';
import type { RegistrationSettings } from '@plaza/contracts/registration';
import type { PatternId, RegistrationFieldRule } from '@plaza/contracts/registration-patterns';

import type { DeploymentSettings } from '../modules/deployment/deployment.schema';
import type { FeatureSwitchSeed } from '../modules/deployment/deployment.service';
import type { VendorInsert } from '../modules/games/games.service';
import { DEMO_SPORTS_FEED_PATH } from './demo-studio/demo-sports-feed';
import { DEMO_PHONE_CHECK, DEMO_SIGN_IN_PROVIDERS } from './demo-identity-provider';
import { DEMO_WITHDRAWAL_SETTINGS } from './demo-withdrawals';
import { LOTTERY_VENDORS } from './demo-lottery-games';

function rule(
  required: boolean,
  minLength: number | null,
  maxLength: number | null,
  patternId: PatternId | null,
): RegistrationFieldRule {
  return { enabled: true, required, minLength, maxLength, patternId, acceptedPattern: '*' };
}
const OFF: RegistrationFieldRule = {
  enabled: false,
  required: false,
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
};

/** The demo's registration form: user name, password, optional contact details and invitation code. */
const DEMO_REGISTRATION: RegistrationSettings = {
  fields: {
    username: rule(true, 6, 16, 1),
    password: rule(true, 6, 20, 5),
    confirmPassword: rule(true, 6, 20, null),
    payeeName: rule(false, 2, 50, 12),
    email: rule(false, 5, 100, 3),
    nickname: rule(false, 2, 20, 0),
    qqNum: OFF,
    mobileNum: rule(false, 8, 15, 6),
    recommenderId: OFF,
    captcha: OFF,
    verificationCode: rule(false, 6, 6, 6),
    affiliateCode: rule(false, 4, 16, 4),
    paymentPassword: OFF,
    line: OFF,
    whatsapp: rule(false, 6, 20, 6),
    facebook: OFF,
    telegram: rule(false, 5, 32, 9),
    zalo: OFF,
    wechat: OFF,
    idNumber: OFF,
    birthday: rule(false, 10, 10, 11),
    address: OFF,
    nationality: OFF,
    occupation: OFF,
    sourceOfIncome: OFF,
  },
  ageLimit: 18,
  birthdayConfirmationAge: 21,
  smsExpiredMinutes: 5,
};

const COMMON = {
  logoUrl: '/media/logo/plaza.svg',
  lotteryType: 'SEA',
  gameCategories: ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'],
  ageLimit: 18,
  licence: 'Curaçao',
  copyrightYear: 2023,
  resources: [
    { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/' },
    { resourceType: 'INSTAGRAM', labelNameEn: 'Instagram', url: 'https://instagram.com/' },
    { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/' },
    { resourceType: 'Android', labelNameEn: 'Android app', url: 'https://plaza.example/app/plaza.apk' },
    {
      resourceType: 'MOBILECONFIG',
      labelNameEn: 'iOS app',
      url: '/wps/app/webclip.mobileconfig',
    },
  ],
  customerService: [
    { title: 'Live chat 24/7', csType: 'LIVECHAT', links: ['https://chat.plaza.example/'] },
    { title: 'Telegram support', csType: 'TELEGRAM', links: ['https://t.me/'] },
  ],
  imageCDNs: [''],
  launchGameCDNs: [''],
  agentDomain: null,
  domains: [{ domain: '*', area: 'MEMBER' }],
  maintenance: { enabled: false, message: null },
  analytics: { gtagId: null },
  isChallengeEnabled: true,
  registration: DEMO_REGISTRATION,
  depositTurnoverMultiplier: 1,
  hasDemoVendors: true,
  sportsFeedUrl: DEMO_SPORTS_FEED_PATH,
  signInProviders: DEMO_SIGN_IN_PROVIDERS,
  phoneCheck: DEMO_PHONE_CHECK,
  teamTransfer: DEFAULT_TEAM_TRANSFER_SETTINGS,
  adjustmentApprovalThreshold: 1_000_000,
  lottery: {
    maxRtpPercent: '99.9',
    pricePerPoint: 100,
    maxStakePerNumber: 5_000_000,
    maxLiabilityPerDraw: 50_000_000_000,
    hasStandInDraws: true,
  },
} satisfies Partial<DeploymentSettings>;

/** The two demo merchants; MERCHANT picks one (default PLAZA). */
export const DEMO_DEPLOYMENTS: Record<string, DeploymentSettings> = {
  PLAZA: {
    ...COMMON,
    merchantCode: 'PLAZA',
    brandName: 'Plaza',
    defaultLanguage: 'en',
    languages: ['en', 'pt', 'vi', 'th', 'zh-CN'],
    currency: { code: 'USD', symbol: '$', decimals: 2 },
    mainDomain: 'plaza.example',
    allowedRegions: [],
    reportUtcOffsetMinutes: 0,
    withdrawal: DEMO_WITHDRAWAL_SETTINGS.PLAZA,
    areBonusesEnabled: true,
  },
  PLAZABR: {
    ...COMMON,
    merchantCode: 'PLAZABR',
    brandName: 'Plaza Brasil',
    logoUrl: '/media/logo/plaza-br.svg',
    defaultLanguage: 'pt',
    languages: ['pt', 'en'],
    currency: { code: 'BRL', symbol: 'R$', decimals: 2 },
    mainDomain: 'plaza-br.example',
    allowedRegions: ['BR', 'PT'],
    reportUtcOffsetMinutes: -180,
    withdrawal: DEMO_WITHDRAWAL_SETTINGS.PLAZABR,
    // Brazil forbids bonuses that induce a bet (docs/product/promotions.md).
    areBonusesEnabled: false,
  },
};

/** The demo switch tree: every switch Plaza reads, grouped under its module. */
export const DEMO_FEATURE_SWITCHES: FeatureSwitchSeed[] = [
  { id: 'COMM3', enabled: true },
  {
    id: 'REG3',
    enabled: true,
    children: [
      { id: 'DIRECTREG3', enabled: true },
      { id: 'USERNAMEREG3', enabled: true },
      { id: 'MOBILENUMREG3', enabled: true },
      { id: 'MOBILENUMPASSREG3', enabled: true },
      { id: 'REGMOBVERF3', enabled: true },
      { id: 'MOBILEVERCODELOGIN3', enabled: true },
      { id: 'FREEPLAY3', enabled: true },
    ],
  },
  {
    id: 'PASS3',
    enabled: true,
    children: [
      { id: 'PWDEXPFORCECHANGE3', enabled: true },
      { id: 'LOGINVERMOB3', enabled: true },
      { id: 'LOGINVEREMAIL3', enabled: true },
      { id: 'LOGINVERBANK3', enabled: true },
      { id: 'LOGINVERGOOGLE3', enabled: true },
    ],
  },
  { id: 'FUNDTRANS3', enabled: true },
  { id: 'GAMELO3', enabled: true },
  { id: 'PTSYS3', enabled: true },
  { id: 'INBOX3', enabled: true },
  { id: 'CBS3', enabled: true },
  { id: 'FEEDBACK3', enabled: true },
  { id: 'PROFPIC3', enabled: true },
  { id: 'MEMTRANS3', enabled: true },
  {
    id: 'AGENTPOLICY3',
    enabled: true,
    children: [
      { id: 'DIVIDEND3', enabled: true },
      { id: 'DAILYSAL3', enabled: true },
      { id: 'HOURSAL3', enabled: true },
      { id: 'RTSALARY3', enabled: true },
    ],
  },
  { id: 'REFERRAL', enabled: true },
  { id: 'CHATROOM3', enabled: true },
];

/** Demo vendors: BGS runs Plaza's own games; DEMO stands in for third-party studios. */
export const DEMO_VENDORS: VendorInsert[] = [
  {
    code: 'BGS',
    name: 'Plaza Originals',
    logoUrl: '/media/vendors/BGS.svg',
    sortOrder: 0,
    categories: ['RNG'],
  },
  {
    code: 'DEMO',
    name: 'Demo Studio',
    logoUrl: '/media/vendors/DEMO.svg',
    sortOrder: 1,
    categories: ['LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'COCKFIGHT'],
  },
  ...LOTTERY_VENDORS,
];

/** Demo accounts, listed in README.md: an agent with invitation code PLAZA1 and a player in its downline. */
export const DEMO_AGENT = {
  username: 'demoagent',
  password: 'Agent1234',
  type: 1,
  nickname: 'Demo Agent',
  affiliateCode: 'PLAZA1',
};
export const DEMO_PLAYER = {
  username: 'demoplayer',
  password: 'Player1234',
  type: 0,
  nickname: 'Demo Player',
};
