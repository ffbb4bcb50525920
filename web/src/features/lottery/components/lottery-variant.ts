/** The three lottery pages of docs/product/lottery-pages.md, each opening the games whose `page` it is. */
export type LotteryVariant = 'lottery' | 'seaLottery' | 'vnLottery';
