import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import type { Executor } from '../db/transaction';
import { seedDemoBackOffice } from './demo-back-office';
import { seedDemoChatRoom } from './demo-chat-room';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoDividend } from './demo-dividend';
import { seedDemoSupport } from './demo-support';
import { seedDemoMessages } from './demo-messages';
import { setAffiliateCode } from '../modules/accounts/members.service';
import { createMember } from '../modules/accounts/accounts.service';
import { AGENT_ANNOUNCEMENT_TYPE, addAnnouncement } from '../modules/content/content.service';
import { DEPLOYMENT_SETTING_KEYS } from '../modules/deployment/deployment.schema';
import { readStoredSettings } from '../modules/deployment/deployment.service';
import { saveDeploymentSettings, saveFeatureSwitches } from '../modules/deployment/deployment.service';
import { addVendor } from '../modules/games/games.service';
import { ensureDemoCatalogue } from './demo-games';
import { ensureDemoJackpot } from './demo-jackpot';
import { ensureDemoLottery } from './demo-lottery';
import { seedDemoOfficialDraws } from './demo-lottery-official';
import { ensureDemoVendorIntegrations } from './demo-vendor-integrations';
import { ensureDemoWithdrawalChannels } from './demo-withdrawals';
import { ensureDemoOperator } from './demo-operators';
import { ensureDemoPaymentChannels } from './demo-payment-channels';
import { ensureDemoMissions } from './demo-missions';
import { ensureDemoPoints } from './demo-points';
import { ensureDemoRaffle } from './demo-raffle';
import { seedDemoReferral } from './demo-referral';
import { seedDemoLoyaltyReview } from './demo-loyalty-review';
import { ensureDemoPromotions, seedDemoPlayerRewards } from './demo-promotions';
import { ensureDemoRebateVip, seedDemoPlayerRebateVip } from './demo-rebate-vip';
import { seedDemoAgentTree } from './demo-agent-tree';
import { seedDemoTeam } from './demo-team';
import { DEMO_CONTENT } from './demo-content';
import type { DemoContent } from './demo-content';
import {
  DEMO_AGENT,
  DEMO_DEPLOYMENTS,
  DEMO_FEATURE_SWITCHES,
  DEMO_PLAYER,
  DEMO_VENDORS,
} from './demo-deployments';

const BANNER_IMAGES = ['/media/banners/home-1.svg', '/media/banners/home-2.svg', '/media/banners/home-3.svg'];
const DIALOG_BANNERS = [
  { groupName: 'w_login', url: '/media/banners/login.svg' },
  { groupName: 'w_register', url: '/media/banners/register.svg' },
  { groupName: 'w_forget', url: '/media/banners/forget.svg' },
];

async function insertLanguageContent(db: Executor, language: Language, content: DemoContent, now: number) {
  const startsAt = now - 60 * 60 * 1000;
  for (const [index, banner] of content.banners.entries()) {
    await addAnnouncement(db, {
      type: 'B',
      language,
      title: banner.title,
      content: '',
      groupName: 'w_home',
      imageUrl: BANNER_IMAGES[index % BANNER_IMAGES.length] ?? null,
      linkageType: index === 0 ? 'PROMOTION' : null,
      linkageTarget: index === 0 ? '/promotions' : null,
      sortOrder: index,
      startsAt,
    });
  }
  if (content.banners.length > 0) {
    for (const [index, banner] of DIALOG_BANNERS.entries()) {
      await addAnnouncement(db, {
        type: 'B',
        language,
        title: banner.groupName,
        content: '',
        groupName: banner.groupName,
        imageUrl: banner.url,
        sortOrder: index,
        startsAt,
      });
    }
  }
  for (const [index, notice] of content.notices.entries()) {
    await addAnnouncement(db, {
      type: 'PL',
      language,
      title: notice,
      content: notice,
      sortOrder: index,
      startsAt,
    });
  }
  for (const [index, popup] of content.popups.entries()) {
    await addAnnouncement(db, {
      type: 'PU',
      language,
      title: popup.title,
      content: popup.content,
      execution: popup.audience,
      sortOrder: index,
      startsAt,
    });
  }
  for (const [index, promotion] of content.promotions.entries()) {
    const cover = `/media/promotions/promo-${index + 1}.svg`;
    await addAnnouncement(db, {
      type: 'PR',
      language,
      title: promotion.title,
      content: promotion.content,
      sortOrder: index,
      startsAt,
      images: [{ sequence: 1, url: cover }],
    });
  }
  for (const [index, notice] of content.homeNotices.entries()) {
    await addAnnouncement(db, { type: 'H', language, ...notice, sortOrder: index, startsAt });
  }
  for (const [index, notice] of content.agentNotices.entries()) {
    await addAnnouncement(db, {
      type: AGENT_ANNOUNCEMENT_TYPE,
      language,
      ...notice,
      sortOrder: index,
      startsAt: startsAt - index * 24 * 60 * 60 * 1000,
    });
  }
  for (const [index, article] of content.help.entries()) {
    await db
      .insertInto('help_article')
      .values({ language, device: 'WEB', ...article, sort_order: index })
      .execute();
  }
}

/**
 * A setting added in a later release is missing from a database made before it: give it the demo's value,
 * never touching a key the operator already has.
 */
async function fillMissingSettings(
  handle: DatabaseHandle,
  existing: Map<string, string>,
  merchantCode: string,
  now: number,
): Promise<void> {
  const defaults = DEMO_DEPLOYMENTS[merchantCode] ?? DEMO_DEPLOYMENTS.PLAZA;
  if (!defaults) {
    return;
  }
  const missing = Object.fromEntries(
    DEPLOYMENT_SETTING_KEYS.filter((key) => !existing.has(key)).map((key) => [key, defaults[key]]),
  );
  if (Object.keys(missing).length > 0) {
    await saveDeploymentSettings(handle, missing, now);
  }
}

/**
 * Fills a new database with the demo deployment of `merchantCode`. A database that already holds a
 * deployment is left alone; one that holds another merchant's is refused, since one deployment serves one
 * merchant (docs/product/site.md#deployment-settings).
 */
export async function seedDemoDeployment(
  handle: DatabaseHandle,
  merchantCode: string,
  now = Date.now(),
  options: {
    demoVendorSecret?: string;
    /**
     * Fill the lottery with stand-in draw history and the demo player's bets, give the demo agent its team
     * (demo-team.ts) whose members bet there too, and the chat room its conversation (demo-chat-room.ts) (the
     * server's first start does; test apps leave it out, it costs seconds, and the lottery's own tests ask for it).
     */
    hasLotteryHistory?: boolean;
  } = {},
): Promise<boolean> {
  const existing = await readStoredSettings(handle);
  const existingCode = existing.get('merchantCode');
  if (existingCode !== undefined) {
    if (JSON.parse(existingCode) !== merchantCode) {
      throw new Error(`This database belongs to merchant ${existingCode}, not ${merchantCode}`);
    }
    await fillMissingSettings(handle, existing, merchantCode, now);
    await ensureDemoVendorIntegrations(handle, { ...options, now });
    await ensureDemoCatalogue(handle, now);
    await ensureDemoOperator(handle, now);
    await ensureDemoPaymentChannels(handle, merchantCode, now);
    await ensureDemoWithdrawalChannels(handle, merchantCode, now);
    await ensureDemoPromotions(handle, now);
    await ensureDemoRebateVip(handle);
    await ensureDemoLottery(handle, now, undefined);
    await ensureDemoJackpot(handle, now);
    return false;
  }
  const deployment = DEMO_DEPLOYMENTS[merchantCode];
  if (!deployment) {
    throw new Error(
      `No demo deployment for MERCHANT=${merchantCode}; choose ${Object.keys(DEMO_DEPLOYMENTS).join(' or ')}`,
    );
  }
  await saveDeploymentSettings(handle, deployment, now);
  await saveFeatureSwitches(handle, DEMO_FEATURE_SWITCHES);
  const agentId = await createMember(handle, { ...DEMO_AGENT, isFirstLogin: false }, now);
  await setAffiliateCode(handle.db, agentId, DEMO_AGENT.affiliateCode);
  const playerId = await createMember(
    handle,
    { ...DEMO_PLAYER, parentId: agentId, isFirstLogin: false },
    now,
  );
  await runInTransaction(handle, async (db) => {
    for (const vendor of DEMO_VENDORS) {
      await addVendor(db, vendor);
    }
    for (const language of deployment.languages) {
      const content = DEMO_CONTENT[language];
      if (content) {
        await insertLanguageContent(db, language, content, now);
      }
    }
  });
  await ensureDemoVendorIntegrations(handle, { ...options, now });
  await ensureDemoCatalogue(handle, now);
  const demoOperatorId = await ensureDemoOperator(handle, now);
  await ensureDemoPaymentChannels(handle, merchantCode, now);
  await ensureDemoWithdrawalChannels(handle, merchantCode, now);
  await ensureDemoPromotions(handle, now);
  await seedDemoPlayerRewards(handle, playerId, now);
  await ensureDemoRebateVip(handle);
  await seedDemoPlayerRebateVip(handle, playerId, now);
  await ensureDemoPoints(handle, playerId, now);
  await ensureDemoMissions(handle);
  await ensureDemoRaffle(handle, now);
  await seedDemoReferral(handle, playerId, now);
  await seedDemoMessages(handle, playerId, now);
  await seedDemoSupport(handle, playerId, demoOperatorId, deployment.defaultLanguage, now);
  if (options.hasLotteryHistory === true) {
    const teamIds = await seedDemoTeam(
      handle,
      { agentId, agentPassword: DEMO_AGENT.password, playerId, playerPassword: DEMO_PLAYER.password },
      now,
    );
    await ensureDemoLottery(handle, now, playerId, teamIds);
    await seedDemoAgentTree(handle, now);
    await seedDemoChatRoom(handle, playerId, deployment.languages, now);
  } else {
    await ensureDemoLottery(handle, now, undefined);
  }
  await seedDemoContracts(handle, agentId, playerId, now);
  await seedDemoBackOffice(handle, playerId, now);
  await seedDemoLoyaltyReview(handle, agentId, now);
  await seedDemoOfficialDraws(handle, now);
  await seedDemoDividend(handle, agentId, playerId, now);
  await ensureDemoJackpot(handle, now);
  return true;
}
