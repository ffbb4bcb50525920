import type { SendMessageRequest } from '@plaza/contracts/inbox';

import type { DatabaseHandle } from '../db/database';
import { sendSiteMessage } from '../modules/inbox/inbox.service';

/** The demo deployment's platform messages, in every language: one to everyone, one to the demo player. */
const DEMO_MESSAGES = (playerId: number): SendMessageRequest[] => [
  {
    audience: 'ALL',
    texts: {
      en: {
        title: 'Welcome to Plaza',
        content:
          'Thank you for joining. Your messages from the site arrive here: deposits credited, withdrawals approved and news from our team.',
      },
      pt: {
        title: 'Bem-vindo à Plaza',
        content:
          'Obrigado por se juntar a nós. As mensagens do site chegam aqui: depósitos creditados, saques aprovados e novidades da nossa equipe.',
      },
      vi: {
        title: 'Chào mừng đến với Plaza',
        content:
          'Cảm ơn bạn đã tham gia. Tin nhắn từ trang web sẽ đến đây: khoản nạp đã ghi có, lệnh rút đã duyệt và tin tức từ đội ngũ của chúng tôi.',
      },
      th: {
        title: 'ยินดีต้อนรับสู่ Plaza',
        content: 'ขอบคุณที่เข้าร่วมกับเรา ข้อความจากเว็บไซต์จะมาที่นี่ ทั้งเงินฝากที่เข้าบัญชี การถอนที่อนุมัติ และข่าวสารจากทีมงาน',
      },
      'zh-CN': {
        title: '欢迎来到 Plaza',
        content: '感谢您的加入。网站发送给您的消息都会出现在这里：存款到账、提款批准以及我们团队的最新消息。',
      },
    },
  },
  {
    audience: 'MEMBER',
    memberId: playerId,
    texts: {
      en: {
        title: 'Play safely: set your limits',
        content:
          'You can set deposit, loss, wager and session time limits at any time under Responsible gambling in the member center. Lowering a limit takes effect at once.',
      },
      pt: {
        title: 'Jogue com segurança: defina seus limites',
        content:
          'Você pode definir limites de depósito, perdas, apostas e tempo de sessão a qualquer momento em Jogo responsável, no centro do membro. Reduzir um limite vale na hora.',
      },
      vi: {
        title: 'Chơi an toàn: đặt giới hạn của bạn',
        content:
          'Bạn có thể đặt giới hạn nạp tiền, thua lỗ, đặt cược và thời gian phiên bất cứ lúc nào trong mục Chơi có trách nhiệm ở trung tâm thành viên. Giảm giới hạn có hiệu lực ngay.',
      },
      th: {
        title: 'เล่นอย่างปลอดภัย: ตั้งวงเงินของคุณ',
        content:
          'คุณตั้งวงเงินฝาก วงเงินขาดทุน วงเงินเดิมพัน และเวลาเล่นได้ทุกเมื่อที่เมนูการเล่นอย่างรับผิดชอบในศูนย์สมาชิก การลดวงเงินมีผลทันที',
      },
      'zh-CN': {
        title: '安全游戏：设置您的限额',
        content: '您可以随时在会员中心的“负责任博彩”中设置存款、亏损、投注和游戏时长限额。降低限额立即生效。',
      },
    },
  },
];

/** Sends the demo messages of a new demo deployment. */
export async function seedDemoMessages(handle: DatabaseHandle, playerId: number, now: number): Promise<void> {
  for (const message of DEMO_MESSAGES(playerId)) {
    await sendSiteMessage(handle, message, now);
  }
}
