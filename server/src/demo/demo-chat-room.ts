import { MEMBER_TYPE } from '@plaza/contracts/accounts';
import type { Language } from '@plaza/contracts/languages';

import { createMemoryBus } from '../cluster/cluster-bus';
import type { DatabaseHandle } from '../db/database';
import { createMember } from '../modules/accounts/accounts.service';
import { findMemberById } from '../modules/accounts/members.service';
import type { MemberRow } from '../modules/accounts/members.service';
import { hashPassword } from '../modules/accounts/password-hashing';
import { ChatRoomHub } from '../modules/chat-room/chat-room-hub';
import { postRoomMessage } from '../modules/chat-room/chat-room.service';

const PASSWORD = 'Player1234';
const MINUTE_MS = 60 * 1000;

/** The demo room's regulars (with the demo player): nicknames are what the room shows. */
const REGULARS = [
  { username: 'roomana', nickname: 'Ana Lucky' },
  { username: 'roomminh', nickname: 'Minh 88' },
  { username: 'roomsomchai', nickname: 'Somchai' },
  { username: 'roomlong', nickname: '小龙' },
] as const;

/** Who says what, in order: an index into REGULARS, or 'player' for the demo player. */
type Line = [speaker: number | 'player', text: string];

const CONVERSATIONS: Record<Language, Line[]> = {
  en: [
    [0, 'Morning all! Anyone tried the new crash game yet?'],
    [1, 'Yes, cashed out at 3.2x twice in a row 😄'],
    [2, 'Nice. I always get greedy and wait for 10x…'],
    ['player', 'Set an auto cash-out, it saves me every time.'],
    [3, 'Good tip. The lottery draw is in ten minutes, good luck everyone 🍀'],
    [0, 'Thanks! Remember to take breaks, see you later 👋'],
  ],
  pt: [
    [0, 'Bom dia, pessoal! Alguém já jogou o novo crash?'],
    [1, 'Sim, saquei em 3,2x duas vezes seguidas 😄'],
    [2, 'Boa! Eu sempre fico esperando o 10x…'],
    ['player', 'Usa o saque automático, me salva sempre.'],
    [3, 'Ótima dica. O sorteio da loteria é daqui a dez minutos, boa sorte 🍀'],
    [0, 'Valeu! Lembrem de fazer pausas, até mais 👋'],
  ],
  vi: [
    [1, 'Chào buổi sáng mọi người! Có ai chơi thử crash mới chưa?'],
    [0, 'Mình rút ở 3,2x hai lần liền 😄'],
    [2, 'Hay quá. Mình toàn chờ 10x rồi mất…'],
    ['player', 'Bật rút tiền tự động đi, lần nào cũng cứu mình.'],
    [3, 'Mẹo hay đó. Mười phút nữa là quay xổ số, chúc mọi người may mắn 🍀'],
    [1, 'Cảm ơn! Nhớ nghỉ giải lao nhé, hẹn gặp lại 👋'],
  ],
  th: [
    [2, 'สวัสดีตอนเช้าทุกคน! มีใครลองเกม crash ใหม่หรือยัง'],
    [1, 'ลองแล้ว ถอนที่ 3.2x ได้สองรอบติด 😄'],
    [0, 'เยี่ยมเลย ฉันชอบรอ 10x ตลอด…'],
    ['player', 'ตั้งถอนอัตโนมัติไว้สิ ช่วยได้ทุกครั้ง'],
    [3, 'เคล็ดลับดีมาก อีกสิบนาทีหวยออกแล้ว ขอให้โชคดีทุกคน 🍀'],
    [2, 'ขอบคุณ! อย่าลืมพักบ้างนะ แล้วเจอกัน 👋'],
  ],
  'zh-CN': [
    [3, '大家早上好！有人玩过新的崩溃游戏吗？'],
    [1, '玩了，连续两次在 3.2 倍提现 😄'],
    [0, '厉害。我总是想等到 10 倍……'],
    ['player', '设置自动提现吧，每次都救了我。'],
    [2, '好建议。彩票十分钟后开奖，祝大家好运 🍀'],
    [3, '谢谢！记得适当休息，回头见 👋'],
  ],
};

/**
 * The demo chat room (docs/decisions/037-chat-room.md): four regulars with nicknames and the demo player talking in
 * every room of the deployment (one per language), over the last hour, so the room is not empty on a fresh start.
 * Posted through the room's own service, under its rate limit (the lines are minutes apart).
 */
export async function seedDemoChatRoom(
  handle: DatabaseHandle,
  playerId: number,
  languages: readonly Language[],
  now: number,
): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const speakers: MemberRow[] = [];
  for (const regular of REGULARS) {
    const memberId = await createMember(
      handle,
      { ...regular, password: PASSWORD, passwordHash, type: MEMBER_TYPE.member, isFirstLogin: false },
      now,
    );
    const member = await findMemberById(handle.db, memberId);
    if (member !== undefined) {
      speakers.push(member);
    }
  }
  const player = await findMemberById(handle.db, playerId);
  // Every line of every room, oldest first: the rate limit counts a member's posts in time order.
  const posts = languages.flatMap((language, roomIndex) => {
    const lines = CONVERSATIONS[language];
    return lines.map(([speaker, text], index) => ({
      member: speaker === 'player' ? player : speakers[speaker],
      language,
      text,
      postedAt: now - (lines.length - index) * 7 * MINUTE_MS - roomIndex * MINUTE_MS,
    }));
  });
  posts.sort((left, right) => left.postedAt - right.postedAt);
  const hub = new ChatRoomHub(createMemoryBus('demo-seed'));
  try {
    for (const post of posts) {
      if (post.member !== undefined) {
        await postRoomMessage(handle, hub, post.member, post.language, post.text, post.postedAt);
      }
    }
  } finally {
    hub.stop();
  }
}
