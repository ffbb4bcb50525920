import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { addMission } from '../modules/missions/missions.service';

type Text = [title: string, description: string];

const texts = (en: Text, pt: Text, vi: Text, th: Text, zh: Text): string =>
  JSON.stringify(
    Object.fromEntries(
      (
        [
          ['en', en],
          ['pt', pt],
          ['vi', vi],
          ['th', th],
          ['zh-CN', zh],
        ] as const
      ).map(([language, [title, description]]) => [language, { title, description }]),
    ),
  );

/**
 * The demo missions: a daily turnover ladder (docs/product/missions.md#missions: 500 → 3, 1,000 → 5, 2,000 → 8,
 * in dollars), a daily sign-in, a weekly sign-in of five days and a weekly deposit; every reward with 1× turnover.
 */
const DEMO_MISSIONS = [
  {
    code: 'DAILY_SIGN_IN',
    period: 'DAILY',
    kind: 'SIGN_IN',
    target: 1,
    reward_amount: 50,
    texts: texts(
      ['Daily sign-in', 'Sign in today.'],
      ['Check-in diário', 'Faça check-in hoje.'],
      ['Điểm danh hằng ngày', 'Điểm danh hôm nay.'],
      ['เช็กอินรายวัน', 'เช็กอินวันนี้'],
      ['每日签到', '今天签到。'],
    ),
  },
  {
    code: 'DAILY_TURNOVER_500',
    period: 'DAILY',
    kind: 'TURNOVER',
    target: 50_000,
    reward_amount: 300,
    texts: texts(
      ['Play $500 today', 'Reach $500 of valid bets today.'],
      ['Aposte US$ 500 hoje', 'Alcance US$ 500 em apostas válidas hoje.'],
      ['Cược 500 $ hôm nay', 'Đạt 500 $ cược hợp lệ hôm nay.'],
      ['เล่น $500 วันนี้', 'ทำยอดเดิมพันที่ถูกต้องให้ถึง $500 วันนี้'],
      ['今日投注 500 美元', '今日有效投注达到 500 美元。'],
    ),
  },
  {
    code: 'DAILY_TURNOVER_1000',
    period: 'DAILY',
    kind: 'TURNOVER',
    target: 100_000,
    reward_amount: 500,
    texts: texts(
      ['Play $1,000 today', 'Reach $1,000 of valid bets today.'],
      ['Aposte US$ 1.000 hoje', 'Alcance US$ 1.000 em apostas válidas hoje.'],
      ['Cược 1.000 $ hôm nay', 'Đạt 1.000 $ cược hợp lệ hôm nay.'],
      ['เล่น $1,000 วันนี้', 'ทำยอดเดิมพันที่ถูกต้องให้ถึง $1,000 วันนี้'],
      ['今日投注 1,000 美元', '今日有效投注达到 1,000 美元。'],
    ),
  },
  {
    code: 'DAILY_TURNOVER_2000',
    period: 'DAILY',
    kind: 'TURNOVER',
    target: 200_000,
    reward_amount: 800,
    texts: texts(
      ['Play $2,000 today', 'Reach $2,000 of valid bets today.'],
      ['Aposte US$ 2.000 hoje', 'Alcance US$ 2.000 em apostas válidas hoje.'],
      ['Cược 2.000 $ hôm nay', 'Đạt 2.000 $ cược hợp lệ hôm nay.'],
      ['เล่น $2,000 วันนี้', 'ทำยอดเดิมพันที่ถูกต้องให้ถึง $2,000 วันนี้'],
      ['今日投注 2,000 美元', '今日有效投注达到 2,000 美元。'],
    ),
  },
  {
    code: 'WEEKLY_SIGN_IN_5',
    period: 'WEEKLY',
    kind: 'SIGN_IN',
    target: 5,
    reward_amount: 500,
    texts: texts(
      ['Five sign-ins this week', 'Sign in on five days of this week.'],
      ['Cinco check-ins nesta semana', 'Faça check-in em cinco dias desta semana.'],
      ['Năm lần điểm danh tuần này', 'Điểm danh năm ngày trong tuần này.'],
      ['เช็กอินห้าวันในสัปดาห์นี้', 'เช็กอินให้ครบห้าวันในสัปดาห์นี้'],
      ['本周签到五天', '本周内签到满五天。'],
    ),
  },
  {
    code: 'WEEKLY_DEPOSIT_100',
    period: 'WEEKLY',
    kind: 'DEPOSIT',
    target: 10_000,
    reward_amount: 300,
    texts: texts(
      ['Deposit $100 this week', 'Complete $100 of deposits this week.'],
      ['Deposite US$ 100 nesta semana', 'Conclua US$ 100 em depósitos nesta semana.'],
      ['Nạp 100 $ tuần này', 'Hoàn tất 100 $ tiền nạp trong tuần này.'],
      ['ฝาก $100 สัปดาห์นี้', 'ฝากเงินให้ครบ $100 ในสัปดาห์นี้'],
      ['本周存款 100 美元', '本周完成 100 美元存款。'],
    ),
  },
];

/** Adds the demo missions (those already there are left as they are). */
export async function ensureDemoMissions(handle: DatabaseHandle): Promise<void> {
  await runInTransaction(handle, async (db) => {
    for (const [index, mission] of DEMO_MISSIONS.entries()) {
      await addMission(db, { ...mission, turnover_x100: 100, sort_order: index + 1, is_active: 1 });
    }
  });
}
