import type { LotteryGameDetail } from '@plaza/contracts/lottery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDraws } from '../api/get-draws';
import { LOTTERY_QUERY_ROOT, WALLET_QUERY_ROOT_KEY } from '../api/lottery-query-root';
import { useLotteryAddress } from '../hooks/lottery-address';
import { useServerNow } from '../hooks/server-clock';
import { LiveDraw } from './live-draw';

/**
 * The draw of a platform-run game as it happens: the latest issue past its close, rolling while it waits and
 * landing its numbers when the result comes; then the bets and the balance are refreshed, since settlement
 * follows the draw within seconds.
 */
export function LiveDrawPanel({ game }: { game: LotteryGameDetail }) {
  const { t } = useTranslation();
  const { href } = useLotteryAddress();
  const queryClient = useQueryClient();
  const draws = useDraws(game.gameCode, game.isPlatformDrawn);
  const now = useServerNow();
  // An issue on sale when the list came is closed once its close passes by the server's clock: it rolls until its
  // result comes (pushed by the live connection, decision 101), without waiting for the list to be asked again.
  const latest = draws.data?.draws.find(
    (draw) =>
      draw.status === 'CLOSED' ||
      draw.status === 'DRAWN' ||
      (draw.status === 'OPEN' && Date.parse(draw.salesCloseAt) <= now),
  );
  const drawnIssue = latest?.status === 'DRAWN' ? latest.issueNo : null;

  useEffect(() => {
    if (drawnIssue === null) {
      return undefined;
    }
    // Settlement runs right after the draw: ask again a moment later so the win or loss shows.
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: [LOTTERY_QUERY_ROOT, 'bets'] });
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT_KEY });
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [drawnIssue, queryClient]);

  if (!game.isPlatformDrawn || latest === undefined) {
    return null;
  }
  return (
    <div className="lottery-card live-draw-panel">
      <LiveDraw
        key={game.gameCode}
        structure={latest.structure}
        result={latest.status === 'DRAWN' ? (latest.result ?? null) : null}
        issueNo={latest.issueNo}
      />
      {latest.status === 'DRAWN' ? (
        <Link
          className="live-draw-panel__verify"
          to={href({ view: 'verify', gameCode: latest.gameCode, issueNo: latest.issueNo })}
        >
          {t('lottery.live.verify')}
        </Link>
      ) : null}
    </div>
  );
}
