import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { addRaffle } from '../modules/raffle/raffle.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo raffle: a week from the seed's day, one ticket per $100 of valid bet (at most 20), three cash prizes. */
export async function ensureDemoRaffle(handle: DatabaseHandle, now: number): Promise<void> {
  const startsAt = Math.floor(now / DAY_MS) * DAY_MS;
  await runInTransaction(handle, (db) =>
    addRaffle(db, {
      code: 'WEEKLYRAFFLE',
      texts: {
        en: {
          title: 'Weekly raffle',
          description: 'One ticket for every $100 of valid bets this week, up to 20.',
        },
        pt: {
          title: 'Sorteio semanal',
          description: 'Um bilhete a cada US$ 100 em apostas válidas nesta semana, até 20.',
        },
        vi: {
          title: 'Rút thăm hằng tuần',
          description: 'Mỗi 100 $ cược hợp lệ tuần này được một vé, tối đa 20 vé.',
        },
        th: { title: 'จับรางวัลประจำสัปดาห์', description: 'ทุกยอดเดิมพันที่ถูกต้อง $100 ในสัปดาห์นี้ได้ 1 ใบ สูงสุด 20 ใบ' },
        'zh-CN': { title: '每周抽奖', description: '本周每 100 美元有效投注获得一张奖券，最多 20 张。' },
      },
      startsAt,
      endsAt: startsAt + 7 * DAY_MS,
      drawAt: startsAt + 7 * DAY_MS,
      validBetPerTicket: 10_000,
      maxTicketsPerMember: 20,
      prizes: [50_000, 20_000, 10_000],
    }),
  );
}
