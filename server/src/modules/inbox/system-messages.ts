import type { SystemMessageTopic } from '@plaza/contracts/inbox';
import type { Language } from '@plaza/contracts/languages';

/** What a system message names: an amount (written with its currency) and, for limits, which limit. */
export interface SystemMessageParams {
  amount?: string;
  limit?: LimitName;
}

/** The limits of responsible gambling a message can name. */
export type LimitName = 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION';

const LIMIT_NAMES: Record<Language, Record<LimitName, string>> = {
  en: { DEPOSIT: 'deposit limit', LOSS: 'loss limit', WAGER: 'wager limit', SESSION: 'session time limit' },
  pt: {
    DEPOSIT: 'limite de depósito',
    LOSS: 'limite de perdas',
    WAGER: 'limite de apostas',
    SESSION: 'limite de tempo de sessão',
  },
  vi: {
    DEPOSIT: 'giới hạn nạp tiền',
    LOSS: 'giới hạn thua lỗ',
    WAGER: 'giới hạn đặt cược',
    SESSION: 'giới hạn thời gian phiên',
  },
  th: { DEPOSIT: 'วงเงินฝาก', LOSS: 'วงเงินขาดทุน', WAGER: 'วงเงินเดิมพัน', SESSION: 'เวลาเล่นต่อครั้ง' },
  'zh-CN': { DEPOSIT: '存款限额', LOSS: '亏损限额', WAGER: '投注限额', SESSION: '单次游戏时长限制' },
};

type Template = (params: { amount: string; limit: string }) => { title: string; content: string };

/**
 * The texts of the messages the system sends (docs/product/member-services.md), in every language. They are
 * written when the member reads them, in the language the member reads in, so a member who changes language reads
 * earlier messages in the new one.
 */
const TEMPLATES: Record<Language, Record<SystemMessageTopic, Template>> = {
  en: {
    'deposit.credited': ({ amount }) => ({
      title: 'Deposit credited',
      content: `Your deposit of ${amount} has been credited to your main wallet. Good luck!`,
    }),
    'withdrawal.approved': ({ amount }) => ({
      title: 'Withdrawal approved',
      content: `Your withdrawal of ${amount} has been approved and is on its way to your account.`,
    }),
    'reward.ready': ({ amount }) => ({
      title: 'A reward is ready',
      content: `A reward of ${amount} is ready for you. Open the reward center to claim it.`,
    }),
    'limit.applied': ({ limit }) => ({
      title: 'Your new limit is in force',
      content: `The increase of your ${limit} you confirmed is now in force.`,
    }),
  },
  pt: {
    'deposit.credited': ({ amount }) => ({
      title: 'Depósito creditado',
      content: `Seu depósito de ${amount} foi creditado na sua carteira principal. Boa sorte!`,
    }),
    'withdrawal.approved': ({ amount }) => ({
      title: 'Saque aprovado',
      content: `Seu saque de ${amount} foi aprovado e está a caminho da sua conta.`,
    }),
    'reward.ready': ({ amount }) => ({
      title: 'Uma recompensa está pronta',
      content: `Uma recompensa de ${amount} está pronta para você. Abra o centro de recompensas para resgatá-la.`,
    }),
    'limit.applied': ({ limit }) => ({
      title: 'Seu novo limite está em vigor',
      content: `O aumento do seu ${limit} que você confirmou já está em vigor.`,
    }),
  },
  vi: {
    'deposit.credited': ({ amount }) => ({
      title: 'Đã ghi có khoản nạp',
      content: `Khoản nạp ${amount} của bạn đã được ghi có vào ví chính. Chúc bạn may mắn!`,
    }),
    'withdrawal.approved': ({ amount }) => ({
      title: 'Lệnh rút tiền đã được duyệt',
      content: `Lệnh rút ${amount} của bạn đã được duyệt và đang được chuyển đến tài khoản của bạn.`,
    }),
    'reward.ready': ({ amount }) => ({
      title: 'Có phần thưởng đang chờ bạn',
      content: `Phần thưởng ${amount} đã sẵn sàng. Hãy mở trung tâm phần thưởng để nhận.`,
    }),
    'limit.applied': ({ limit }) => ({
      title: 'Giới hạn mới của bạn đã có hiệu lực',
      content: `Mức tăng ${limit} mà bạn đã xác nhận nay đã có hiệu lực.`,
    }),
  },
  th: {
    'deposit.credited': ({ amount }) => ({
      title: 'เงินฝากเข้าบัญชีแล้ว',
      content: `เงินฝาก ${amount} ของคุณเข้ากระเป๋าหลักเรียบร้อยแล้ว ขอให้โชคดี!`,
    }),
    'withdrawal.approved': ({ amount }) => ({
      title: 'อนุมัติการถอนเงินแล้ว',
      content: `การถอนเงิน ${amount} ของคุณได้รับการอนุมัติและกำลังโอนเข้าบัญชีของคุณ`,
    }),
    'reward.ready': ({ amount }) => ({
      title: 'มีรางวัลรอคุณอยู่',
      content: `รางวัล ${amount} พร้อมให้คุณรับแล้ว เปิดศูนย์รางวัลเพื่อรับรางวัล`,
    }),
    'limit.applied': ({ limit }) => ({
      title: 'วงเงินใหม่ของคุณมีผลแล้ว',
      content: `การเพิ่ม${limit}ที่คุณยืนยันไว้มีผลแล้ว`,
    }),
  },
  'zh-CN': {
    'deposit.credited': ({ amount }) => ({
      title: '存款已到账',
      content: `您的 ${amount} 存款已存入主钱包。祝您好运！`,
    }),
    'withdrawal.approved': ({ amount }) => ({
      title: '提款已批准',
      content: `您的 ${amount} 提款已批准，正在转入您的账户。`,
    }),
    'reward.ready': ({ amount }) => ({
      title: '您有一份奖励待领取',
      content: `一份 ${amount} 的奖励已为您准备好，请前往奖励中心领取。`,
    }),
    'limit.applied': ({ limit }) => ({
      title: '您的新限额已生效',
      content: `您确认提高的${limit}现已生效。`,
    }),
  },
};

/** A system message's title and content in a language. */
export function writeSystemMessage(
  language: Language,
  topic: SystemMessageTopic,
  params: SystemMessageParams,
): { title: string; content: string } {
  return TEMPLATES[language][topic]({
    amount: params.amount ?? '',
    limit: params.limit === undefined ? '' : LIMIT_NAMES[language][params.limit],
  });
}
