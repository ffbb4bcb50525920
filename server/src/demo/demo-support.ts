import { crc32, deflateSync } from 'node:zlib';

import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from '../db/database';
import { findMemberById } from '../modules/accounts/members.service';
import { replyToFeedback, sendFeedback } from '../modules/feedback/feedback.service';
import { ChatHub } from '../modules/live-chat/chat-hub';
import { sendMemberChatMessage, sendOperatorChatMessage } from '../modules/live-chat/live-chat.service';
import { DEMO_OPERATOR } from './demo-operator-account';

const MINUTE_MS = 60 * 1000;

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A small picture for the demo feedback: a 96×64 PNG, two bands of colour, like a cropped screenshot. */
export function demoScreenshotPng(): Buffer {
  const width = 96;
  const height = 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const isHeader = y < 14;
      row.set(isHeader ? [37, 99, 235] : [x % 24 < 12 ? 241 : 226, 245, 249], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface DemoSupportTexts {
  /** A question about a deposit, answered by the operator. */
  depositQuestion: string;
  depositReply: string;
  /** A suggestion not answered yet. */
  suggestion: string;
  /** A chat: the member asks, the operator answers, the member thanks. */
  chat: [string, string, string];
}

const TEXTS: Record<Language, DemoSupportTexts> = {
  en: {
    depositQuestion:
      'My deposit by bank transfer this morning took an hour to arrive. Is that normal, and can it be faster?',
    depositReply:
      'Thank you for writing. Bank transfers are credited once the bank confirms them, usually within an hour; the instant channels on the deposit page credit at once.',
    suggestion:
      'Could the lottery page remember the last numbers I picked? It would save me time every draw.',
    chat: [
      'Hello, how do I set a session time limit?',
      'Hello! Open the member center, choose Responsible gambling, and pick a limit under Session time. A lower limit applies at once.',
      'Found it, thank you!',
    ],
  },
  pt: {
    depositQuestion:
      'Meu depósito por transferência bancária hoje de manhã levou uma hora para chegar. Isso é normal? Pode ser mais rápido?',
    depositReply:
      'Obrigado por escrever. Transferências são creditadas quando o banco as confirma, em geral em até uma hora; os canais instantâneos da página de depósito creditam na hora.',
    suggestion:
      'A página da loteria poderia lembrar os últimos números que escolhi? Economizaria tempo em cada sorteio.',
    chat: [
      'Olá, como defino um limite de tempo de sessão?',
      'Olá! Abra o centro do membro, escolha Jogo responsável e selecione um limite em Tempo de sessão. Um limite menor vale na hora.',
      'Encontrei, obrigado!',
    ],
  },
  vi: {
    depositQuestion:
      'Khoản nạp bằng chuyển khoản sáng nay của tôi mất một giờ mới đến. Như vậy có bình thường không, có nhanh hơn được không?',
    depositReply:
      'Cảm ơn bạn đã liên hệ. Chuyển khoản được ghi có khi ngân hàng xác nhận, thường trong vòng một giờ; các kênh tức thì trên trang nạp tiền ghi có ngay.',
    suggestion:
      'Trang xổ số có thể ghi nhớ các số tôi chọn lần trước không? Như vậy mỗi kỳ quay sẽ tiết kiệm thời gian.',
    chat: [
      'Xin chào, làm sao để đặt giới hạn thời gian phiên?',
      'Xin chào! Mở trung tâm thành viên, chọn Chơi có trách nhiệm và chọn giới hạn ở mục Thời gian phiên. Giới hạn thấp hơn áp dụng ngay.',
      'Tìm thấy rồi, cảm ơn bạn!',
    ],
  },
  th: {
    depositQuestion: 'เงินฝากที่โอนผ่านธนาคารเมื่อเช้านี้ใช้เวลาหนึ่งชั่วโมงกว่าจะเข้า เป็นเรื่องปกติไหม และเร็วกว่านี้ได้หรือไม่',
    depositReply:
      'ขอบคุณที่ติดต่อมา การโอนผ่านธนาคารจะเข้าบัญชีเมื่อธนาคารยืนยัน ปกติภายในหนึ่งชั่วโมง ส่วนช่องทางทันทีในหน้าฝากเงินจะเข้าบัญชีทันที',
    suggestion: 'หน้าหวยช่วยจำเลขที่ฉันเลือกครั้งล่าสุดได้ไหม จะได้ประหยัดเวลาทุกงวด',
    chat: [
      'สวัสดีค่ะ ตั้งเวลาจำกัดเซสชันได้อย่างไร',
      'สวัสดีค่ะ เปิดศูนย์สมาชิก เลือกการเล่นอย่างรับผิดชอบ แล้วเลือกเวลาที่ต้องการในหัวข้อเวลาเซสชัน การลดเวลามีผลทันที',
      'เจอแล้ว ขอบคุณค่ะ',
    ],
  },
  'zh-CN': {
    depositQuestion: '我今天早上的银行转账存款过了一个小时才到账。这正常吗？能更快一些吗？',
    depositReply: '感谢您的来信。银行转账在银行确认后入账，通常在一小时内；存款页面上的即时渠道会立即到账。',
    suggestion: '彩票页面能否记住我上次选的号码？这样每期都能节省时间。',
    chat: [
      '你好，怎样设置会话时长限制？',
      '您好！打开会员中心，选择负责任博彩，在会话时长中选择一个限制。降低限制会立即生效。',
      '找到了，谢谢！',
    ],
  },
};

/**
 * The demo player's support history, in the deployment's language (a member writes in their own): a deposit
 * question the demo operator answered, a suggestion still waiting, and a customer-service chat, so that the
 * feedback list, the chat window and the operator's support lists show something on a fresh start. Written through
 * the modules' own services, as the member and the operator would. Without the demo operator (a deployment that had
 * operators) nothing is written.
 */
export async function seedDemoSupport(
  handle: DatabaseHandle,
  playerId: number,
  operatorId: number | undefined,
  language: Language,
  now: number,
): Promise<void> {
  const member = await findMemberById(handle.db, playerId);
  if (member === undefined || operatorId === undefined) {
    return;
  }
  const texts = TEXTS[language];
  const operator = {
    id: operatorId,
    username: DEMO_OPERATOR.username,
    role: DEMO_OPERATOR.role,
    ip: '127.0.0.1',
  };

  const question = await sendFeedback(
    handle,
    member,
    {
      questionType: 'DEPOSIT',
      content: texts.depositQuestion,
      // The member's picture of the transfer, as members attach one (the back office shows it beside the text).
      images: [{ contentType: 'image/png', bytes: demoScreenshotPng() }],
    },
    now - 180 * MINUTE_MS,
  );
  await replyToFeedback(handle, operator, question.id, { reply: texts.depositReply }, now - 150 * MINUTE_MS);
  await sendFeedback(
    handle,
    member,
    { questionType: 'SUGGESTION', content: texts.suggestion, images: [] },
    now - 60 * MINUTE_MS,
  );

  // A hub of its own: no one is connected while the demo is seeded.
  const hub = new ChatHub();
  try {
    const [ask, answer, thanks] = texts.chat;
    const first = await sendMemberChatMessage(handle, hub, member, { text: ask }, now - 40 * MINUTE_MS);
    await sendOperatorChatMessage(
      handle,
      hub,
      operator,
      first.conversationId,
      { text: answer },
      now - 38 * MINUTE_MS,
    );
    await sendMemberChatMessage(handle, hub, member, { text: thanks }, now - 37 * MINUTE_MS);
  } finally {
    hub.stop();
  }
}
