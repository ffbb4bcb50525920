import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import {
  addPointReward,
  DEFAULT_POINT_CONFIG,
  movePoints,
  setPointConfig,
} from '../modules/points/points.service';

type RewardTexts = Record<string, { title: string; description: string }>;

const texts = (
  en: [string, string],
  pt: [string, string],
  vi: [string, string],
  th: [string, string],
  zh: [string, string],
): string =>
  JSON.stringify({
    en: { title: en[0], description: en[1] },
    pt: { title: pt[0], description: pt[1] },
    vi: { title: vi[0], description: vi[1] },
    th: { title: th[0], description: th[1] },
    'zh-CN': { title: zh[0], description: zh[1] },
  } satisfies RewardTexts);

/** The demo mall: two cash vouchers (paid to the main wallet once approved) and two goods, with pictures. */
const DEMO_POINT_REWARDS = [
  {
    code: 'CASH_5',
    kind: 'CASH',
    texts: texts(
      ['$5 cash voucher', 'Credited to your main wallet once approved. 1× turnover.'],
      ['Vale de US$ 5', 'Creditado na carteira principal após aprovação. Rollover de 1×.'],
      ['Phiếu tiền mặt 5 $', 'Cộng vào ví chính sau khi được duyệt. Doanh thu cược 1×.'],
      ['คูปองเงินสด $5', 'เข้ากระเป๋าหลักเมื่อได้รับอนุมัติ เทิร์นโอเวอร์ 1 เท่า'],
      ['5 美元现金券', '审核通过后存入主钱包，需 1 倍流水。'],
    ),
    image_url: '/media/points/cash-voucher-small.svg',
    points_required: 500,
    amount_required: 0,
    cash_amount: 500,
    stock: 500,
    sort_order: 1,
    is_active: 1,
  },
  {
    code: 'CASH_50',
    kind: 'CASH',
    texts: texts(
      ['$50 cash voucher', 'For players with $1,000 of valid bets. Credited once approved. 1× turnover.'],
      [
        'Vale de US$ 50',
        'Para quem tem US$ 1.000 em apostas válidas. Creditado após aprovação. Rollover de 1×.',
      ],
      [
        'Phiếu tiền mặt 50 $',
        'Dành cho người chơi có 1.000 $ cược hợp lệ. Cộng sau khi duyệt. Doanh thu cược 1×.',
      ],
      ['คูปองเงินสด $50', 'สำหรับผู้เล่นที่มียอดเดิมพันที่ถูกต้อง $1,000 เข้ากระเป๋าเมื่ออนุมัติ เทิร์นโอเวอร์ 1 เท่า'],
      ['50 美元现金券', '有效投注满 1,000 美元可兑换，审核通过后到账，需 1 倍流水。'],
    ),
    image_url: '/media/points/cash-voucher-large.svg',
    points_required: 4500,
    amount_required: 100_000,
    cash_amount: 5000,
    stock: 50,
    sort_order: 2,
    is_active: 1,
  },
  {
    code: 'HEADPHONES',
    kind: 'GOODS',
    texts: texts(
      ['Wireless headphones', 'Shipped to the address of your profile within 14 days.'],
      ['Fones de ouvido sem fio', 'Enviados ao endereço do seu perfil em até 14 dias.'],
      ['Tai nghe không dây', 'Gửi đến địa chỉ trong hồ sơ của bạn trong 14 ngày.'],
      ['หูฟังไร้สาย', 'จัดส่งไปยังที่อยู่ในโปรไฟล์ของคุณภายใน 14 วัน'],
      ['无线耳机', '14 天内寄送至您资料中的地址。'],
    ),
    image_url: '/media/points/headphones.svg',
    points_required: 12_000,
    amount_required: 500_000,
    cash_amount: 0,
    stock: 5,
    sort_order: 3,
    is_active: 1,
  },
  {
    code: 'T_SHIRT',
    kind: 'GOODS',
    texts: texts(
      ['Plaza T-shirt', 'One size fits most. Out of stock until the next batch.'],
      ['Camiseta Plaza', 'Tamanho único. Esgotada até o próximo lote.'],
      ['Áo thun Plaza', 'Một cỡ vừa hầu hết. Hết hàng cho đến đợt sau.'],
      ['เสื้อยืด Plaza', 'ไซซ์เดียวใส่ได้เกือบทุกคน หมดชั่วคราวจนถึงล็อตถัดไป'],
      ['Plaza T 恤', '均码。已兑完，等待下一批。'],
    ),
    image_url: '/media/points/t-shirt.svg',
    points_required: 2000,
    amount_required: 0,
    cash_amount: 0,
    stock: 0,
    sort_order: 4,
    is_active: 1,
  },
];

/**
 * The demo deployment's points: the default rates (docs/product/points-mall.md#earning), the mall's rewards, and for
 * the demo player some points earned on earlier play (so the mall, the redeem history and the points details have
 * something to show).
 */
export async function ensureDemoPoints(handle: DatabaseHandle, playerId: number, now: number): Promise<void> {
  await runInTransaction(handle, async (db) => {
    await setPointConfig(db, DEFAULT_POINT_CONFIG, now);
    for (const reward of DEMO_POINT_REWARDS) {
      await addPointReward(db, reward);
    }
    await movePoints(db, {
      memberId: playerId,
      key: `demo:welcome:${playerId}`,
      kind: 'EARN',
      points: 1200,
      validBet: 120_000,
      amount: 120_000,
      reference: 'PEDEMO',
      remark: 'Welcome points',
      now,
    });
  });
}
