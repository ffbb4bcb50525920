import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { findMemberById } from '../modules/accounts/members.service';
import { getDeploymentSettings } from '../modules/deployment/deployment.service';
import {
  addPromotion,
  findPromotionByCode,
  grantReward,
  joinPromotion,
} from '../modules/promotions/promotions.service';
import type { PromotionSeed } from '../modules/promotions/promotions.service';

const DAY_MS = 24 * 60 * 60 * 1000;

type Texts = PromotionSeed['texts'];

const WELCOME_TEXTS: Texts = {
  en: {
    title: 'Welcome gift for new members',
    summary: 'Join within 30 days of registering and request a $88 welcome gift.',
    terms:
      '<ol><li>Open to accounts registered in the last 30 days.</li><li>Join, then request the reward with a short remark; our team reviews it within a day.</li><li>The gift carries a 1× turnover requirement before withdrawal.</li><li>One gift per person: accounts sharing a phone number, e-mail or name count as one.</li></ol>',
  },
  pt: {
    title: 'Presente de boas-vindas para novos membros',
    summary: 'Participe em até 30 dias após o cadastro e solicite um presente de US$ 88.',
    terms:
      '<ol><li>Para contas cadastradas nos últimos 30 dias.</li><li>Participe e solicite a recompensa com uma breve observação; nossa equipe analisa em até um dia.</li><li>O presente exige rollover de 1× antes do saque.</li><li>Um presente por pessoa: contas com o mesmo telefone, e-mail ou nome contam como uma.</li></ol>',
  },
  vi: {
    title: 'Quà chào mừng thành viên mới',
    summary: 'Tham gia trong 30 ngày kể từ khi đăng ký và yêu cầu quà chào mừng 88 $.',
    terms:
      '<ol><li>Dành cho tài khoản đăng ký trong 30 ngày gần nhất.</li><li>Tham gia, sau đó yêu cầu phần thưởng kèm ghi chú ngắn; chúng tôi xét duyệt trong một ngày.</li><li>Quà tặng yêu cầu doanh thu cược 1× trước khi rút tiền.</li><li>Mỗi người một phần quà: các tài khoản trùng số điện thoại, email hoặc tên được tính là một.</li></ol>',
  },
  th: {
    title: 'ของขวัญต้อนรับสมาชิกใหม่',
    summary: 'เข้าร่วมภายใน 30 วันหลังสมัครและขอรับของขวัญต้อนรับ $88',
    terms:
      '<ol><li>สำหรับบัญชีที่สมัครภายใน 30 วันที่ผ่านมา</li><li>เข้าร่วมแล้วขอรับรางวัลพร้อมหมายเหตุสั้น ๆ ทีมงานจะตรวจสอบภายในหนึ่งวัน</li><li>ของขวัญมีเงื่อนไขยอดเทิร์นโอเวอร์ 1 เท่าก่อนถอน</li><li>หนึ่งคนต่อหนึ่งของขวัญ: บัญชีที่ใช้เบอร์โทร อีเมล หรือชื่อเดียวกันนับเป็นหนึ่ง</li></ol>',
  },
  'zh-CN': {
    title: '新会员见面礼',
    summary: '注册 30 天内参加活动，即可申请 88 美元见面礼。',
    terms:
      '<ol><li>适用于最近 30 天内注册的账户。</li><li>参加后附简短备注申请奖励，我们将在一天内审核。</li><li>礼金需完成 1 倍流水后方可提款。</li><li>每人限领一次：相同手机号、邮箱或姓名的账户视为同一人。</li></ol>',
  },
};

const CHECK_IN_TEXTS: Texts = {
  en: {
    title: 'Weekly check-in reward',
    summary: 'Play three days this week, send us a screenshot and collect $10.',
    terms:
      '<ol><li>Open to every member.</li><li>Request the reward with up to three screenshots (png or jpg, 5 MB each).</li><li>3× turnover on the reward before withdrawal.</li><li>Rewards wait 7 days in the reward center.</li></ol>',
  },
  pt: {
    title: 'Recompensa de check-in semanal',
    summary: 'Jogue três dias nesta semana, envie uma captura de tela e ganhe US$ 10.',
    terms:
      '<ol><li>Aberta a todos os membros.</li><li>Solicite com até três capturas de tela (png ou jpg, 5 MB cada).</li><li>Rollover de 3× sobre a recompensa antes do saque.</li><li>As recompensas ficam 7 dias na central de recompensas.</li></ol>',
  },
  vi: {
    title: 'Thưởng điểm danh hằng tuần',
    summary: 'Chơi ba ngày trong tuần, gửi ảnh chụp màn hình và nhận 10 $.',
    terms:
      '<ol><li>Dành cho mọi thành viên.</li><li>Yêu cầu kèm tối đa ba ảnh chụp màn hình (png hoặc jpg, mỗi ảnh 5 MB).</li><li>Doanh thu cược 3× trên phần thưởng trước khi rút.</li><li>Phần thưởng được giữ 7 ngày trong trung tâm phần thưởng.</li></ol>',
  },
  th: {
    title: 'รางวัลเช็กอินประจำสัปดาห์',
    summary: 'เล่นสามวันในสัปดาห์นี้ ส่งภาพหน้าจอ แล้วรับ $10',
    terms:
      '<ol><li>สำหรับสมาชิกทุกคน</li><li>ขอรับรางวัลพร้อมภาพหน้าจอได้สูงสุดสามภาพ (png หรือ jpg ภาพละ 5 MB)</li><li>เทิร์นโอเวอร์ 3 เท่าของรางวัลก่อนถอน</li><li>รางวัลรออยู่ในศูนย์รางวัล 7 วัน</li></ol>',
  },
  'zh-CN': {
    title: '每周签到奖励',
    summary: '本周游戏三天，提交截图即可领取 10 美元。',
    terms:
      '<ol><li>所有会员均可参加。</li><li>申请时最多附三张截图（png 或 jpg，每张不超过 5 MB）。</li><li>奖励需完成 3 倍流水后方可提款。</li><li>奖励在奖励中心保留 7 天。</li></ol>',
  },
};

const FESTIVAL_TEXTS: Texts = {
  en: {
    title: 'Lantern festival draw',
    summary: 'A festival reward for every member, opening in three days.',
    terms: '<p>Opens in three days. Join once it opens and request your $20 festival reward.</p>',
  },
  pt: {
    title: 'Sorteio do festival das lanternas',
    summary: 'Uma recompensa de festival para todos os membros, abre em três dias.',
    terms: '<p>Abre em três dias. Participe quando abrir e solicite sua recompensa de US$ 20.</p>',
  },
  vi: {
    title: 'Lễ hội đèn lồng',
    summary: 'Phần thưởng lễ hội cho mọi thành viên, mở sau ba ngày.',
    terms: '<p>Mở sau ba ngày. Tham gia khi mở và yêu cầu phần thưởng lễ hội 20 $.</p>',
  },
  th: {
    title: 'เทศกาลโคมไฟ',
    summary: 'รางวัลเทศกาลสำหรับสมาชิกทุกคน เปิดในอีกสามวัน',
    terms: '<p>เปิดในอีกสามวัน เข้าร่วมเมื่อเปิดแล้วขอรับรางวัลเทศกาล $20</p>',
  },
  'zh-CN': {
    title: '元宵灯会',
    summary: '面向所有会员的节日奖励，三天后开放。',
    terms: '<p>三天后开放。开放后参加并申请 20 美元节日奖励。</p>',
  },
};

const BIRTHDAY_TITLES = {
  en: 'Loyalty thank-you',
  pt: 'Agradecimento de fidelidade',
  vi: 'Quà tri ân',
  th: 'ของขวัญขอบคุณ',
  'zh-CN': '感恩回馈',
};

function seeds(now: number): PromotionSeed[] {
  const common = {
    bonus_basis_points: null,
    max_bonus: null,
    min_deposit: null,
    turnover_base: 'BONUS',
    claim_days: 7,
    ends_at: now + 90 * DAY_MS,
    created_at: now,
  };
  return [
    {
      promotion: {
        ...common,
        code: 'WELCOME_GIFT',
        type: 'NEW_MEMBER',
        kind: 'SIGN_UP',
        audience: 'NEW_MEMBERS',
        reward_amount: 8_800,
        turnover_multiple_x100: 100,
        starts_at: now - DAY_MS,
        cover_url: '/media/promotions/welcome-gift.svg',
        sort_order: 1,
      },
      texts: WELCOME_TEXTS,
    },
    {
      promotion: {
        ...common,
        code: 'WEEKLY_CHECK_IN',
        type: 'DAILY',
        kind: 'SIGN_UP',
        audience: 'ALL',
        reward_amount: 1_000,
        turnover_multiple_x100: 300,
        starts_at: now - DAY_MS,
        cover_url: '/media/promotions/check-in.svg',
        sort_order: 2,
      },
      texts: CHECK_IN_TEXTS,
    },
    {
      promotion: {
        ...common,
        code: 'LANTERN_FESTIVAL',
        type: 'EVENT',
        kind: 'SIGN_UP',
        audience: 'ALL',
        reward_amount: 2_000,
        turnover_multiple_x100: 100,
        starts_at: now + 3 * DAY_MS,
        cover_url: '/media/promotions/lantern-festival.svg',
        sort_order: 9,
      },
      texts: FESTIVAL_TEXTS,
    },
  ];
}

/** The demo promotions; those the deployment lacks are added on start, existing ones never changed. */
export async function ensureDemoPromotions(handle: DatabaseHandle, now: number = Date.now()): Promise<void> {
  await runInTransaction(handle, async (db) => {
    for (const seed of seeds(now)) {
      await addPromotion(db, seed);
    }
  });
}

/**
 * The demo player's part in them on a new deployment: joined the welcome gift (ready to request its reward), and a
 * loyalty thank-you waiting in the reward center, so the badge and the claim can be tried at once.
 */
export async function seedDemoPlayerRewards(
  handle: DatabaseHandle,
  playerId: number,
  now: number = Date.now(),
): Promise<void> {
  const player = await findMemberById(handle.db, playerId);
  if (player === undefined) {
    return;
  }
  if (!(await getDeploymentSettings(handle)).areBonusesEnabled) {
    return;
  }
  await runInTransaction(handle, (db) =>
    grantReward(db, {
      memberId: playerId,
      source: 'VIP',
      sourceKey: `demo:thank-you:${playerId}`,
      promotionId: null,
      titles: BIRTHDAY_TITLES,
      amount: 1_888,
      turnoverRequired: 1_888,
      claimDays: 14,
      now,
    }),
  );
  const welcome = await findPromotionByCode(handle.db, 'WELCOME_GIFT');
  if (welcome !== undefined) {
    await joinPromotion(handle, player, welcome.id, 'en', now);
  }
}
