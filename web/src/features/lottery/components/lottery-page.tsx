import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { TicketIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';

export type LotteryVariant = 'lottery' | 'seaLottery' | 'vnLottery';

/**
 * The lottery pages (/lottery, /seaLottery, /vnLottery): member-only game pages opened with a `gameCode`
 * query parameter. The lottery lobby itself comes with the lottery issue; until a game is chosen the page
 * says so and offers the way back.
 */
export function LotteryPage({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const gameCode = searchParams.get('gameCode');
  const titles: Record<LotteryVariant, string> = {
    lottery: t('pageTitle.lottery'),
    seaLottery: t('pageTitle.seaLottery'),
    vnLottery: t('pageTitle.vnLottery'),
  };

  return (
    <div className="page">
      <h1 className="page__title">{titles[variant]}</h1>
      <StateMessage
        icon={<TicketIcon />}
        title={gameCode === null ? t('lottery.noGameTitle') : t('lottery.gameTitle', { gameCode })}
        text={gameCode === null ? t('lottery.noGameText') : t('lottery.notOpenText')}
        action={
          <Link className="button button--primary" to="/">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
