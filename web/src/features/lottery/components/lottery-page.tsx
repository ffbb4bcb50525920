import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLotteryAddress } from '../hooks/lottery-address';
import type { LotteryView } from '../hooks/lottery-address';
import { BettingView } from './betting-view';
import { LobbyView } from './lobby-view';
import './lottery.css';
import type { LotteryVariant } from './lottery-variant';
import { MyBetsView } from './my-bets-view';
import { ResultsView } from './results-view';
import { VerifyView } from './verify-view';

export type { LotteryVariant } from './lottery-variant';

function LotteryNav({ view, gameCode }: { view: LotteryView; gameCode: string | null }) {
  const { t } = useTranslation();
  const { href } = useLotteryAddress();
  const tabs: { view: LotteryView; label: string; gameCode: string | null }[] = [
    { view: 'lobby', label: t('lottery.nav.lobby'), gameCode: null },
    ...(gameCode === null
      ? []
      : [
          { view: 'betting' as const, label: t('lottery.nav.betting'), gameCode },
          { view: 'results' as const, label: t('lottery.nav.results'), gameCode },
        ]),
    { view: 'bets', label: t('lottery.nav.bets'), gameCode },
  ];
  return (
    <nav className="lottery-nav" aria-label={t('lottery.nav.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.view}
          to={href(tab)}
          className={`lottery-chip${tab.view === view ? ' lottery-chip--active' : ''}`}
          aria-current={tab.view === view ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The lottery pages (/lottery, /seaLottery, /vnLottery; docs/product/lottery-pages.md): member-only, the game in the
 * address (`gameCode`), the view too, so every view can be linked and reloaded.
 */
export function LotteryPage({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation();
  const { view, gameCode, issueNo } = useLotteryAddress();
  const titles: Record<LotteryVariant, string> = {
    lottery: t('pageTitle.lottery'),
    seaLottery: t('pageTitle.seaLottery'),
    vnLottery: t('pageTitle.vnLottery'),
  };
  return (
    <div className="page lottery-page">
      <h1 className="page__title lottery-page__title">{titles[variant]}</h1>
      <LotteryNav view={view} gameCode={gameCode} />
      {view === 'lobby' ? <LobbyView variant={variant} /> : null}
      {view === 'betting' && gameCode !== null ? <BettingView gameCode={gameCode} /> : null}
      {view === 'results' && gameCode !== null ? <ResultsView gameCode={gameCode} /> : null}
      {view === 'bets' ? <MyBetsView gameCode={gameCode} /> : null}
      {view === 'verify' && gameCode !== null ? <VerifyView gameCode={gameCode} issueNo={issueNo} /> : null}
    </div>
  );
}
