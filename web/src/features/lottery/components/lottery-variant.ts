/** The three lottery pages of spec.md §2.1, each opening the games whose `page` it is. */
export type LotteryVariant = 'lottery' | 'seaLottery' | 'vnLottery';
