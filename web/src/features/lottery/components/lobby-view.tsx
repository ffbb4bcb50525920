import type { LotteryGameSummary } from '@plaza/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { TicketIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { useGameMenus } from '../api/get-game-menus';
import { useLotteryAddress } from '../hooks/lottery-address';
import { lotteryKey } from '../hooks/lottery-keys';
import type { LotteryVariant } from './lottery-variant';
import { Countdown } from './countdown';

function GameCard({ game }: { game: LotteryGameSummary }) {
  const { t } = useTranslation();
  const { href } = useLotteryAddress();
  const issue = game.currentIssue;
  return (
    <li className="lottery-card lottery-lobby__card">
      <div className="lottery-lobby__card-head">
        <h3>{game.name}</h3>
        <span className="lottery-lobby__structure">{t(lotteryKey('structure', game.structure))}</span>
      </div>
      {issue === null ? (
        <p className="lottery-lobby__issue">{t('lottery.lobby.noIssue')}</p>
      ) : (
        <p className="lottery-lobby__issue">
          <span>{t('lottery.lobby.issue', { issueNo: issue.issueNo })}</span>
          <span className="lottery-lobby__closes">
            {t('lottery.lobby.closesIn')} <Countdown closeAt={issue.salesCloseAt} />
          </span>
        </p>
      )}
      <div className="lottery-lobby__actions">
        <Link className="button button--primary" to={href({ view: 'betting', gameCode: game.gameCode })}>
          {t('lottery.lobby.play')}
        </Link>
        <Link className="button button--quiet" to={href({ view: 'results', gameCode: game.gameCode })}>
          {t('lottery.nav.results')}
        </Link>
      </div>
    </li>
  );
}

/**
 * The lobby of one lottery page (docs/product/lottery-pages.md, "Lobby"): the games this page opens, grouped by
 * area, each with its issue on sale and the countdown to its close.
 */
export function LobbyView({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  return (
    <QueryContent query={menus} skeleton={{ rows: 4, rowHeight: 120 }}>
      {(data) => {
        const areas = data.menus
          .map((menu) => ({
            area: menu.area,
            games: menu.games.filter((game) => game.page === `/${variant}`),
          }))
          .filter((menu) => menu.games.length > 0);
        if (areas.length === 0) {
          return (
            <StateMessage
              icon={<TicketIcon />}
              title={t('lottery.lobby.emptyTitle')}
              text={t('lottery.lobby.emptyText')}
            />
          );
        }
        return areas.map((menu) => (
          <section key={menu.area} className="lottery-lobby" aria-labelledby={`lottery-area-${menu.area}`}>
            <h2 id={`lottery-area-${menu.area}`}>{t(lotteryKey('area', menu.area))}</h2>
            <ul className="lottery-lobby__grid">
              {menu.games.map((game) => (
                <GameCard key={game.gameCode} game={game} />
              ))}
            </ul>
          </section>
        ));
      }}
    </QueryContent>
  );
}
