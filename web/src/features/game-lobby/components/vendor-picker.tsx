import type { VendorCardItem } from '@plaza/contracts/catalogue';
import { useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { GamepadIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { buildImageUrl } from '../../../lib/image-url';
import { useSelectedInView } from '../hooks/use-selected-in-view';

/**
 * Vendor tabs of a game-list page: every vendor, or one (docs/product/games.md#the-lobby); arrows move between
 * tabs.
 */
export function VendorTabs({
  vendors,
  selected,
  onSelect,
  children,
}: {
  vendors: readonly VendorCardItem[];
  selected: string | null;
  onSelect: (vendor: string | null) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  const baseId = useId();
  const tabs: Array<string | null> = [null, ...vendors.map((vendor) => vendor.vendorCode)];
  const tabId = (vendor: string | null) => `${baseId}-${vendor ?? 'all'}`;
  const tabsRef = useSelectedInView<HTMLDivElement>('[aria-selected="true"]', selected ?? '');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const nextIndex = targets[event.key];
    if (nextIndex === undefined) {
      return;
    }
    event.preventDefault();
    const next = tabs[nextIndex];
    if (next !== undefined) {
      onSelect(next);
      document.getElementById(tabId(next))?.focus();
    }
  };

  return (
    <>
      <div
        ref={tabsRef}
        className="vendor-tabs"
        role="tablist"
        aria-label={t('games.vendors')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((vendor) => {
          const card = vendors.find((candidate) => candidate.vendorCode === vendor);
          const isSelected = vendor === selected;
          return (
            <button
              key={vendor ?? 'all'}
              id={tabId(vendor)}
              type="button"
              role="tab"
              className="vendor-tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(vendor)}
            >
              {card !== undefined ? (
                <LazyImage
                  className="vendor-tab__logo"
                  src={buildImageUrl(imageCDN, card.logoUrl)}
                  alt=""
                  width={120}
                  height={40}
                  hideOnError
                />
              ) : (
                <GamepadIcon />
              )}
              <span>{card?.accountTypeName ?? t('games.allProviders')}</span>
            </button>
          );
        })}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(selected)} className="vendor-panel">
        {children}
      </div>
    </>
  );
}

/** Vendor cards of a game center: choosing one lists its games, choosing it again lists every vendor's. */
export function VendorCards({
  vendors,
  selected,
  onSelect,
}: {
  vendors: readonly VendorCardItem[];
  selected: string | null;
  onSelect: (vendor: string | null) => void;
}) {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  return (
    <ul className="vendor-grid" aria-label={t('games.vendors')}>
      {vendors.map((vendor) => {
        const isSelected = vendor.vendorCode === selected;
        return (
          <li key={vendor.vendorCode}>
            <button
              type="button"
              className="vendor-card"
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? null : vendor.vendorCode)}
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
            </button>
          </li>
        );
      })}
    </ul>
  );
}
