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

const FIRST_DEPOSIT_TEXTS: Texts = {
  en: {
    title: '100% first deposit bonus',
    summary: 'Your first deposit doubled, up to $500.',
    terms:
      '<ol><li>Deposit at least $10 for the first time: 100% of it, up to $500, waits in the reward center.</li><li>Turnover: 3× the deposit plus the bonus before withdrawal.</li><li>A first deposit earns this bonus, not the reload bonus.</li></ol>',
  },
  pt: {
    title: 'Bônus de 100% no primeiro depósito',
    summary: 'Seu primeiro depósito em dobro, até US$ 500.',
    terms:
      '<ol><li>Deposite pelo menos US$ 10 pela primeira vez: 100% do valor, até US$ 500, espera na central de recompensas.</li><li>Rollover: 3× o depósito mais o bônus antes do saque.</li><li>O primeiro depósito recebe este bônus, não o de recarga.</li></ol>',
  },
  vi: {
    title: 'Thưởng 100% lần nạp đầu',
    summary: 'Nhân đôi lần nạp đầu tiên, tối đa 500 $.',
    terms:
      '<ol><li>Nạp lần đầu tối thiểu 10 $: 100% số tiền, tối đa 500 $, chờ trong trung tâm phần thưởng.</li><li>Doanh thu cược: 3× tiền nạp cộng tiền thưởng trước khi rút.</li><li>Lần nạp đầu nhận thưởng này, không nhận thưởng nạp lại.</li></ol>',
  },
  th: {
    title: 'โบนัสฝากครั้งแรก 100%',
    summary: 'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด $500',
    terms:
      '<ol><li>ฝากครั้งแรกอย่างน้อย $10 รับ 100% สูงสุด $500 รออยู่ในศูนย์รางวัล</li><li>เทิร์นโอเวอร์ 3 เท่าของยอดฝากรวมโบนัสก่อนถอน</li><li>การฝากครั้งแรกได้รับโบนัสนี้ ไม่ใช่โบนัสฝากซ้ำ</li></ol>',
  },
  'zh-CN': {
    title: '首存 100% 奖金',
    summary: '首次存款翻倍，最高 500 美元。',
    terms:
      '<ol><li>首次存款至少 10 美元：获得存款 100% 的奖金，最高 500 美元，在奖励中心等待领取。</li><li>流水：提款前需完成（存款＋奖金）的 3 倍。</li><li>首存享受本奖金，不同时享受续存奖金。</li></ol>',
  },
};

const RELOAD_TEXTS: Texts = {
  en: {
    title: '50% reload bonus',
    summary: 'Every later deposit of $20 or more earns 50%, up to $100.',
    terms:
      '<ol><li>Each deposit after the first, of at least $20, earns 50% of it, up to $100.</li><li>Turnover: 5× the bonus before withdrawal.</li></ol>',
  },
  pt: {
    title: 'Bônus de recarga de 50%',
    summary: 'Cada depósito seguinte de US$ 20 ou mais rende 50%, até US$ 100.',
    terms:
      '<ol><li>Cada depósito após o primeiro, de pelo menos US$ 20, rende 50% do valor, até US$ 100.</li><li>Rollover: 5× o bônus antes do saque.</li></ol>',
  },
  vi: {
    title: 'Thưởng nạp lại 50%',
    summary: 'Mỗi lần nạp sau từ 20 $ trở lên nhận 50%, tối đa 100 $.',
    terms:
      '<ol><li>Mỗi lần nạp sau lần đầu, tối thiểu 20 $, nhận 50% số tiền, tối đa 100 $.</li><li>Doanh thu cược: 5× tiền thưởng trước khi rút.</li></ol>',
  },
  th: {
    title: 'โบนัสฝากซ้ำ 50%',
    summary: 'ฝากครั้งต่อไปตั้งแต่ $20 รับ 50% สูงสุด $100',
    terms:
      '<ol><li>การฝากทุกครั้งหลังครั้งแรก อย่างน้อย $20 รับ 50% สูงสุด $100</li><li>เทิร์นโอเวอร์ 5 เท่าของโบนัสก่อนถอน</li></ol>',
  },
  'zh-CN': {
    title: '50% 续存奖金',
    summary: '之后每笔 20 美元以上的存款可得 50%，最高 100 美元。',
    terms:
      '<ol><li>首存之后每笔至少 20 美元的存款，可得存款的 50%，最高 100 美元。</li><li>流水：提款前需完成奖金的 5 倍。</li></ol>',
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
        code: 'FIRST_DEPOSIT_100',
        type: 'DEPOSIT',
        kind: 'FIRST_DEPOSIT',
        audience: 'ALL',
        reward_amount: null,
        bonus_basis_points: 10_000,
        max_bonus: 50_000,
        min_deposit: 1_000,
        turnover_multiple_x100: 300,
        turnover_base: 'DEPOSIT_PLUS_BONUS',
        starts_at: now - DAY_MS,
        cover_url: '/media/promotions/promo-1.svg',
        sort_order: 3,
      },
      texts: FIRST_DEPOSIT_TEXTS,
    },
    {
      promotion: {
        ...common,
        code: 'RELOAD_50',
        type: 'DEPOSIT',
        kind: 'RELOAD',
        audience: 'ALL',
        reward_amount: null,
        bonus_basis_points: 5_000,
        max_bonus: 10_000,
        min_deposit: 2_000,
        turnover_multiple_x100: 500,
        starts_at: now - DAY_MS,
        cover_url: '/media/promotions/promo-3.svg',
        sort_order: 4,
      },
      texts: RELOAD_TEXTS,
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
