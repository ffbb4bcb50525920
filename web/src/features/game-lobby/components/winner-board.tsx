import './winner-board.css';

import { useTranslation } from 'react-i18next';

import { TrophyIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { useLanguage } from '../../../i18n/use-language';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { buildImageUrl } from '../../../lib/image-url';
import { useErrorText } from '../../../lib/use-error-text';
import { useRankList } from '../api/get-rank-list';
import { formatWinAmount } from './format-win-amount';

const SKELETON_ROWS = 5;

/**
 * The winner board (docs/product/games.md#the-winner-board): the biggest recent wins, names masked by the server.
 */
export function WinnerBoard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { currency, imageCDN } = useWhitelabel();
  const ranks = useRankList();
  const headingId = 'winner-board-title';

  return (
    <section className="winner-board" aria-labelledby={headingId}>
      <h2 id={headingId} className="winner-board__title">
        <TrophyIcon />
        {t('games.winners.title')}
      </h2>
      {ranks.isPending ? (
        <ol className="winner-board__list" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className="winner-board__entry winner-board__entry--skeleton" aria-hidden="true">
              <span className="skeleton-line" />
            </li>
          ))}
        </ol>
      ) : null}
      {ranks.isError ? (
        <div className="winner-board__state" role="alert">
          <p>{errorText(ranks.error)}</p>
          <button type="button" className="button button--quiet" onClick={() => void ranks.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {ranks.isSuccess && ranks.data.list.length === 0 ? (
        <p className="winner-board__state">{t('games.winners.empty')}</p>
      ) : null}
      {ranks.isSuccess && ranks.data.list.length > 0 ? (
        <ol className="winner-board__list">
          {ranks.data.list.map(({ vo }) => (
            <li key={`${vo.rank}-${vo.winTime}`} className="winner-board__entry">
              <span className="winner-board__rank" aria-hidden="true">
                {vo.rank}
              </span>
              {vo.imageUrl !== null ? (
                <LazyImage
                  className="winner-board__image"
                  src={buildImageUrl(imageCDN, vo.imageUrl)}
                  alt=""
                  width={40}
                  height={30}
                />
              ) : (
                <span className="winner-board__image" />
              )}
              <span className="winner-board__who">
                <span className="winner-board__line">
                  <span className="winner-board__account">{vo.account}</span>
                  <span className="winner-board__amount">
                    {formatWinAmount(vo.winAmount, currency, language)}
                  </span>
                </span>
                <span className="winner-board__game">{vo.gameName}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
