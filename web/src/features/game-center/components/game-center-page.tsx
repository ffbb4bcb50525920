import type { GameCategory } from '@plaza/contracts/system';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { GamepadIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { useVendorLanes } from '../../../lib/api/get-vendor-lanes';
import { CATEGORY_LABEL_KEYS } from '../../../lib/game-navigation';
import { buildImageUrl } from '../../../lib/image-url';
import { useErrorText } from '../../../lib/use-error-text';
import './game-center-page.css';

export interface GameCenterPageProps {
  /** The categories whose vendors are listed; the first names the page. */
  categories: readonly [GameCategory, ...GameCategory[]];
}

/** A game center (cockfight, e-sports, sports, e-lottery, lottery section): the vendors of its categories. */
export function GameCenterPage({ categories }: GameCenterPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { imageCDN } = useWhitelabel();
  const lanes = useVendorLanes();
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('vassalage');
  const vendors = (lanes.data ?? [])
    .filter((lane) => categories.includes(lane.title))
    .flatMap((lane) => lane.cards);

  return (
    <div className="page">
      <h1 className="page__title">{t(CATEGORY_LABEL_KEYS[categories[0]])}</h1>
      {lanes.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {lanes.isError ? (
        <StateMessage
          role="alert"
          title={t('errors.loadFailedTitle')}
          text={errorText(lanes.error)}
          action={
            <button type="button" className="button button--primary" onClick={() => void lanes.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : null}
      {lanes.isSuccess && vendors.length === 0 ? (
        <StateMessage
          icon={<GamepadIcon />}
          title={t('games.noVendorsTitle')}
          text={t('games.noVendorsText')}
        />
      ) : null}
      {vendors.length > 0 ? (
        <ul className="vendor-grid" aria-label={t('games.vendors')}>
          {vendors.map((vendor) => (
            <li
              key={`${vendor.gameType}-${vendor.vassalage}`}
              className={`vendor-card${vendor.vassalage === selected ? ' vendor-card--selected' : ''}`}
            >
              <span className="vendor-card__logo">
                <LazyImage
                  src={buildImageUrl(imageCDN, vendor.logoUrl)}
                  alt=""
                  width={240}
                  height={80}
                  hideOnError
                />
              </span>
              <span className="vendor-card__name">{vendor.accountTypeName}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
