import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { GamepadIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { useVendorLanes } from '../../../lib/api/get-vendor-lanes';
import { CATEGORY_LABEL_KEYS } from '../../../lib/game-navigation';
import type { GameListCategory } from '../../../lib/game-navigation';
import { buildImageUrl } from '../../../lib/image-url';
import { useErrorText } from '../../../lib/use-error-text';
import './game-list-page.css';

/**
 * A game list page (casino, live, card games, fishing): one tab per vendor of the category, chosen by the
 * `vassalage` query parameter. The games of a vendor come with the game catalogue (issue "games").
 */
export function GameListPage({ category }: { category: GameListCategory }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const baseId = useId();
  const { imageCDN } = useWhitelabel();
  const lanes = useVendorLanes();
  const [searchParams, setSearchParams] = useSearchParams();
  const vendors = lanes.data?.find((lane) => lane.title === category)?.cards ?? [];
  const requested = searchParams.get('vassalage');
  const selected = vendors.find((vendor) => vendor.vassalage === requested) ?? vendors[0];

  const select = (vassalage: string) => {
    setSearchParams({ vassalage }, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (selected === undefined || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) {
      return;
    }
    const index = vendors.indexOf(selected);
    const next = vendors[(index + (event.key === 'ArrowRight' ? 1 : vendors.length - 1)) % vendors.length];
    if (next !== undefined) {
      select(next.vassalage);
      document.getElementById(`${baseId}-${next.vassalage}`)?.focus();
    }
  };

  return (
    <div className="page">
      <h1 className="page__title">{t(CATEGORY_LABEL_KEYS[category])}</h1>
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
      {lanes.isSuccess && selected === undefined ? (
        <StateMessage
          icon={<GamepadIcon />}
          title={t('games.noVendorsTitle')}
          text={t('games.noVendorsText')}
        />
      ) : null}
      {selected !== undefined ? (
        <>
          <div className="vendor-tabs" role="tablist" aria-label={t('games.vendors')} onKeyDown={onKeyDown}>
            {vendors.map((vendor) => {
              const isSelected = vendor === selected;
              return (
                <button
                  key={vendor.vassalage}
                  id={`${baseId}-${vendor.vassalage}`}
                  type="button"
                  role="tab"
                  className="vendor-tab"
                  aria-selected={isSelected}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => select(vendor.vassalage)}
                >
                  <LazyImage
                    className="vendor-tab__logo"
                    src={buildImageUrl(imageCDN, vendor.logoUrl)}
                    alt=""
                    width={120}
                    height={40}
                    hideOnError
                  />
                  <span>{vendor.accountTypeName}</span>
                </button>
              );
            })}
          </div>
          <div
            id={`${baseId}-panel`}
            role="tabpanel"
            aria-labelledby={`${baseId}-${selected.vassalage}`}
            className="vendor-panel"
          >
            <StateMessage
              icon={<GamepadIcon />}
              title={t('games.noGamesTitle')}
              text={t('games.noGamesText')}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
