import type { Jackpot, JackpotWinProof } from '@plaza/contracts/jackpot';
import { checkJackpotDrawAsync } from '@plaza/engines/jackpot';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { TrophyIcon } from '../../../components/icons';
import { JackpotDrawCheckView } from '../../../components/jackpot-draw-check';
import { JackpotTicker } from '../../../components/jackpot-ticker';
import { LoadError } from '../../../components/load-error';
import { QueryContent } from '../../../components/query-content';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { Verdict } from '../../../components/verdict';
import { useJackpot, useJackpotWinProof } from '../../../lib/api/get-jackpot';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { hmacSha256InBrowser, sha256Hex } from '../../../lib/web-crypto';
import './jackpot-page.css';

/** The in-house slot whose stakes feed the pool and whose spins may win it (decision 081). */
export const JACKPOT_SLOT_PATH = '/game/BGS/BGS_SLOT';
/** The query parameter that opens the check of one win. */
const WIN_PARAMETER = 'win';
const NARROW_QUERY = '(max-width: 479px)';

/** A win's check: the commitment (sha256 of the revealed seed) and the draw, both computed here. */
async function checkWin(proof: JackpotWinProof) {
  if (proof.serverSeed === null) {
    return null;
  }
  const seeds = { serverSeed: proof.serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce };
  const [hash, draw] = await Promise.all([
    sha256Hex(proof.serverSeed),
    checkJackpotDrawAsync(
      seeds,
      { oneIn: proof.oneIn, draw: proof.draw, isWin: proof.draw === 0 },
      hmacSha256InBrowser,
    ),
  ]);
  return { isHashMatch: hash === proof.serverSeedHash, draw };
}

/** One win checked in the browser from its round's seeds (GET /lgw/jackpot/wins/<roundId>). */
function WinCheck({ roundId, onClose }: { roundId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const proof = useJackpotWinProof(roundId);
  // Opened from a win's link: brought into view (below the list on a phone).
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [roundId]);
  const check = useQuery({
    queryKey: ['jackpot', 'win-check', roundId, proof.data?.serverSeed ?? null],
    queryFn: () => (proof.data === undefined ? null : checkWin(proof.data)),
    enabled: proof.data !== undefined,
    staleTime: Infinity,
  });
  let content;
  if (proof.isPending) {
    content = <Skeleton rows={4} rowHeight={24} />;
  } else if (proof.isError) {
    content = <LoadError error={proof.error} onRetry={() => void proof.refetch()} />;
  } else {
    const win = proof.data;
    content = (
      <>
        <dl className="jackpot-check__facts">
          <div>
            <dt>{t('jackpotRules.winner')}</dt>
            <dd>{win.displayName}</dd>
          </div>
          <div>
            <dt>{t('jackpotRules.amount')}</dt>
            <dd>{money.format(win.amount)}</dd>
          </div>
          <div>
            <dt>{t('jackpotRules.time')}</dt>
            <dd>{formatDateTime(win.wonAt)}</dd>
          </div>
          <div>
            <dt>{t('jackpotRules.round')}</dt>
            <dd className="mono">{win.roundId}</dd>
          </div>
          <div>
            <dt>{t('jackpotRules.committedHash')}</dt>
            <dd className="mono">{win.serverSeedHash}</dd>
          </div>
          <div>
            <dt>{t('jackpotRules.serverSeed')}</dt>
            <dd className="mono">{win.serverSeed ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('jackpotRules.clientSeedNonce')}</dt>
            <dd className="mono">
              {win.clientSeed} · {win.nonce}
            </dd>
          </div>
        </dl>
        {win.serverSeed === null ? (
          <p className="jackpot-page__note">{t('jackpotRules.seedSecret')}</p>
        ) : check.data === undefined || check.data === null ? (
          <p className="jackpot-page__note">{t('jackpotRules.checking')}</p>
        ) : (
          <div className="jackpot-page__verdicts" aria-live="polite" data-testid="jackpot-win-check">
            <Verdict
              isMatch={check.data.isHashMatch}
              text={check.data.isHashMatch ? t('jackpotRules.hashMatches') : t('jackpotRules.hashDiffers')}
            />
            <JackpotDrawCheckView
              record={{ oneIn: win.oneIn, draw: win.draw, isWin: win.draw === 0 }}
              check={check.data.draw}
              amount={win.amount}
            />
          </div>
        )}
      </>
    );
  }
  return (
    <section ref={section} className="jackpot-page__card jackpot-page__check" aria-labelledby={titleId}>
      <div className="jackpot-page__check-header">
        <h2 id={titleId}>{t('jackpotRules.checkTitle')}</h2>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('jackpotRules.closeCheck')}
        </button>
      </div>
      <p className="jackpot-page__note">{t('jackpotRules.checkIntro')}</p>
      {content}
    </section>
  );
}

/** The latest wins, each with a link to its check (the demo's earlier wins have no round to check). */
function LatestWins({ jackpot, checking }: { jackpot: Jackpot; checking: string | null }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const titleId = useId();
  return (
    <section className="jackpot-page__card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('jackpotRules.winsTitle')}</h2>
      {jackpot.wins.length === 0 ? (
        <p className="jackpot-page__note">{t('jackpotRules.noWins')}</p>
      ) : (
        <table className="jackpot-page__wins" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('jackpotRules.winner')}</th>
              <th scope="col">{t('jackpotRules.amount')}</th>
              <th scope="col">{t('jackpotRules.time')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('jackpotRules.verify')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {jackpot.wins.map((win) => (
              <tr key={`${win.roundId ?? 'history'}-${win.wonAt}`}>
                <td>{win.displayName}</td>
                <td className="jackpot-page__amount">{money.format(win.amount)}</td>
                <td>{formatDateTime(win.wonAt)}</td>
                <td>
                  {win.roundId === null ? (
                    <span className="jackpot-page__muted" title={t('jackpotRules.noDraw')}>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('jackpotRules.noDraw')}</span>
                    </span>
                  ) : (
                    <Link
                      to={`?${WIN_PARAMETER}=${encodeURIComponent(win.roundId)}`}
                      aria-current={checking === win.roundId ? 'true' : undefined}
                      aria-label={t('jackpotRules.verifyWin', { name: win.displayName })}
                    >
                      {t('jackpotRules.verify')}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {jackpot.wins.some((win) => win.roundId === null) ? (
        <p className="jackpot-page__note" aria-hidden="true">
          — {t('jackpotRules.noDraw')}
        </p>
      ) : null}
    </section>
  );
}

/** The rules, in plain words and with the pool's own figures. */
function Rules({ jackpot }: { jackpot: Jackpot }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const game = t('play.game.BGS_SLOT');
  const number = new Intl.NumberFormat(i18n.language);
  const share = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
    jackpot.shareBasisPoints / 10_000,
  );
  const chance = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumSignificantDigits: 3,
  }).format(1 / jackpot.oneIn);
  const limit = 2 ** 32 - (2 ** 32 % jackpot.oneIn);
  return (
    <>
      <section className="jackpot-page__card" aria-labelledby="jackpot-feed">
        <h2 id="jackpot-feed">{t('jackpotRules.feedTitle')}</h2>
        <p>{t('jackpotRules.feedText', { share, game })}</p>
      </section>
      <section className="jackpot-page__card" aria-labelledby="jackpot-win">
        <h2 id="jackpot-win">{t('jackpotRules.winTitle')}</h2>
        <p className="jackpot-page__chance" data-testid="jackpot-chance">
          {t('jackpotRules.chance', { oneIn: number.format(jackpot.oneIn), percent: chance })}
        </p>
        <p>{t('jackpotRules.winText', { game })}</p>
        <p className="jackpot-page__formula">
          {t('jackpotRules.winFormula', { oneIn: number.format(jackpot.oneIn), limit: number.format(limit) })}
        </p>
        <p>{t('jackpotRules.winPaid')}</p>
      </section>
      <section className="jackpot-page__card" aria-labelledby="jackpot-seed">
        <h2 id="jackpot-seed">{t('jackpotRules.seedTitle')}</h2>
        <p>{t('jackpotRules.seedText', { amount: money.format(jackpot.seedAmount) })}</p>
      </section>
    </>
  );
}

/**
 * The jackpot's rules for players (/jackpot, docs/decisions/065-jackpot-rules-and-draw-check.md): the pool now
 * (live), what feeds it, how a spin wins with the exact chance, the amount it starts again from, and the latest
 * wins, each checked here in the browser from its round's seeds (?win=<roundId>).
 */
export function JackpotPage() {
  const { t } = useTranslation();
  const { decimals } = useMoneyFormat();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const query = useJackpot();
  const [searchParams, setSearchParams] = useSearchParams();
  const checking = searchParams.get(WIN_PARAMETER);
  return (
    <div className="page jackpot-page">
      <header className="jackpot-page__hero">
        <h1 className="jackpot-page__title">
          <TrophyIcon />
          {t('jackpotRules.title')}
        </h1>
        {query.data !== undefined && query.data.oneIn > 0 ? (
          <>
            <p className="jackpot-page__now">{t('jackpotRules.poolNow')}</p>
            <JackpotTicker
              className="jackpot-page__ticker"
              label={t('jackpotRules.poolNow')}
              value={query.data.amount / 10 ** decimals}
              decimals={decimals}
              height={isNarrow ? 40 : 56}
            />
          </>
        ) : null}
        <p className="jackpot-page__intro">{t('jackpotRules.intro', { game: t('play.game.BGS_SLOT') })}</p>
        <Link className="button button--primary" to={JACKPOT_SLOT_PATH}>
          {t('jackpotRules.play', { game: t('play.game.BGS_SLOT') })}
        </Link>
      </header>
      <QueryContent query={query} skeleton={{ rows: 6, rowHeight: 80 }}>
        {(jackpot) =>
          jackpot.oneIn === 0 ? (
            <StateMessage icon={<TrophyIcon />} title={t('jackpotRules.noPool')} />
          ) : (
            <div className="jackpot-page__body">
              <Rules jackpot={jackpot} />
              <LatestWins jackpot={jackpot} checking={checking} />
              {checking === null ? null : (
                <WinCheck
                  key={checking}
                  roundId={checking}
                  onClose={() => setSearchParams({}, { replace: true })}
                />
              )}
            </div>
          )
        }
      </QueryContent>
    </div>
  );
}
