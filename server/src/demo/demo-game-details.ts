import type { Volatility } from '@plaza/contracts/games';
import type { Language } from '@plaza/contracts/languages';

type Descriptions = { en: string } & Partial<Record<Language, string>>;

export interface DemoGameDetail {
  vendorCode: string;
  gameCode: string;
  descriptions: Descriptions;
  volatility: Volatility | null;
}

/**
 * What the game pages of the demo say (docs/product/game-page.md): Plaza's own games described in every language,
 * with the volatility their engines give; the stand-in vendor's slots with a volatility only.
 */
export const DEMO_GAME_DETAILS: DemoGameDetail[] = [
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_SLOT',
    volatility: 'MEDIUM',
    descriptions: {
      en: 'A five-reel gem slot with twenty lines. Every spin is drawn from your own seeds and can be checked afterwards.',
      pt: 'Um caça-níqueis de joias com cinco rolos e vinte linhas. Cada giro sai das suas sementes e pode ser conferido depois.',
      vi: 'Máy đánh bạc đá quý năm cuộn, hai mươi dòng. Mỗi lượt quay được rút từ hạt giống của bạn và có thể kiểm tra lại.',
      th: 'สล็อตอัญมณีห้าวงล้อ ยี่สิบไลน์ ทุกการหมุนมาจากซีดของคุณเองและตรวจสอบย้อนหลังได้',
      'zh-CN': '五轴二十线宝石老虎机。每次旋转都由您自己的种子得出，事后可以验证。',
    },
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_CRASH',
    volatility: 'HIGH',
    descriptions: {
      en: 'The rocket climbs until it crashes. Cash out before it does; every crash point is fixed in advance by a published hash chain.',
      pt: 'O foguete sobe até explodir. Retire antes disso; cada ponto de queda é fixado antes por uma cadeia de hashes publicada.',
      vi: 'Tên lửa bay lên cho tới khi nổ. Hãy rút tiền trước đó; mỗi điểm nổ được định trước bằng chuỗi hash đã công bố.',
      th: 'จรวดพุ่งขึ้นจนกว่าจะระเบิด ถอนเงินก่อนนั้น ทุกจุดระเบิดถูกกำหนดล่วงหน้าด้วยเชนแฮชที่เผยแพร่แล้ว',
      'zh-CN': '火箭一路攀升直到崩盘。在崩盘前兑现；每个崩盘点都由公布的哈希链预先确定。',
    },
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_DICE',
    volatility: 'LOW',
    descriptions: {
      en: 'Pick a target and roll over or under it: the smaller your chance, the bigger the payout.',
      pt: 'Escolha um alvo e role acima ou abaixo dele: quanto menor a chance, maior o pagamento.',
      vi: 'Chọn một mốc rồi đổ trên hoặc dưới mốc đó: cơ hội càng nhỏ, tiền thắng càng lớn.',
      th: 'เลือกเป้าหมายแล้วทอยให้สูงหรือต่ำกว่า ยิ่งโอกาสน้อย ยิ่งจ่ายมาก',
      'zh-CN': '选择一个目标，掷出高于或低于它的点数：机会越小，赔付越高。',
    },
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_MINES',
    volatility: 'HIGH',
    descriptions: {
      en: 'Open tiles on a five-by-five field and avoid the mines; each safe tile raises the payout, and you may stop at any time.',
      pt: 'Abra casas num campo cinco por cinco e evite as minas; cada casa segura aumenta o prêmio, e você pode parar quando quiser.',
      vi: 'Mở các ô trên bàn năm nhân năm và tránh mìn; mỗi ô an toàn tăng tiền thắng, bạn có thể dừng bất cứ lúc nào.',
      th: 'เปิดช่องบนกระดานห้าคูณห้าและหลบระเบิด ทุกช่องที่ปลอดภัยเพิ่มเงินรางวัล หยุดได้ทุกเมื่อ',
      'zh-CN': '在五乘五的格子中翻开方块并避开地雷；每个安全方块都会提高赔付，您可以随时停止。',
    },
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_ROULETTE',
    volatility: 'MEDIUM',
    descriptions: {
      en: 'A single-zero wheel with the classic inside and outside bets.',
      pt: 'Uma roleta de um só zero com as apostas internas e externas clássicas.',
      vi: 'Bàn quay một số không với các cửa cược trong và ngoài quen thuộc.',
      th: 'วงล้อศูนย์เดียวพร้อมการเดิมพันด้านในและด้านนอกแบบคลาสสิก',
      'zh-CN': '单零轮盘，提供经典的内围和外围投注。',
    },
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_BACCARAT',
    volatility: 'LOW',
    descriptions: {
      en: 'Player, banker or tie, dealt from a shoe your seeds shuffle.',
      pt: 'Jogador, banca ou empate, distribuídos de um sapato que as suas sementes embaralham.',
      vi: 'Nhà con, nhà cái hoặc hòa, chia từ bộ bài do hạt giống của bạn xáo.',
      th: 'ผู้เล่น เจ้ามือ หรือเสมอ แจกจากกองไพ่ที่สับด้วยซีดของคุณ',
      'zh-CN': '闲、庄或和，从由您的种子洗牌的牌靴中发牌。',
    },
  },
];
