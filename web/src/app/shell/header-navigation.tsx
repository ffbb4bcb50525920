import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { ChevronDownIcon } from '../../components/icons';
import { LazyImage } from '../../components/lazy-image';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import { getVendorPath } from '../../lib/game-navigation';
import type { NavigationEntry } from '../../lib/game-navigation';
import { buildImageUrl } from '../../lib/image-url';
import { openServiceWindow } from '../../lib/open-service-window';

interface DropdownItemProps {
  label: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The entry's own link; without one the label itself toggles the drop-down. */
  link?: ReactNode;
  children: ReactNode;
}

/** A navigation item whose drop-down opens on hover, with its toggle button, and closes on Escape. */
function DropdownItem({ label, isOpen, onOpenChange, link, children }: DropdownItemProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      onOpenChange(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <li
      className={`header-nav__item${isOpen ? ' header-nav__item--open' : ''}`}
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          onOpenChange(false);
        }
      }}
    >
      {link}
      <button
        ref={toggleRef}
        type="button"
        className={link === undefined ? 'header-nav__link' : 'header-nav__toggle'}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={link === undefined ? undefined : t('shell.showVendors', { category: label })}
        onClick={() => onOpenChange(!isOpen)}
      >
        {link === undefined ? label : null}
        <ChevronDownIcon className="header-nav__chevron" />
      </button>
      <div id={panelId} className="header-nav__dropdown" hidden={!isOpen}>
        {children}
      </div>
    </li>
  );
}

/**
 * The header's category navigation: each category with a drop-down of its vendors
 * (docs/product/site.md#routes-and-screens). The chat room is in the side menu only: with it, the Vietnamese header
 * no longer fit in 1440 px.
 */
export function HeaderNavigation({ entries }: { entries: NavigationEntry[] }) {
  const { t } = useTranslation();
  const { imageCDN, customerService } = useWhitelabel();
  const [openId, setOpenId] = useState<NavigationEntry['id'] | null>(null);

  const openChange = (id: NavigationEntry['id']) => (isOpen: boolean) =>
    setOpenId((current) => (isOpen ? id : current === id ? null : current));

  return (
    <nav className="header-nav" aria-label={t('shell.mainNavigation')}>
      <ul className="header-nav__list">
        {entries.map((entry) => {
          if (entry.id === 'chatRoom') {
            return null;
          }
          if (entry.kind === 'customerService') {
            if (customerService.length === 0) {
              return null;
            }
            return (
              <DropdownItem
                key={entry.id}
                label={t(entry.labelKey)}
                isOpen={openId === entry.id}
                onOpenChange={openChange(entry.id)}
              >
                <ul className="header-nav__menu">
                  {customerService.map((contact, index) => (
                    <li key={contact.title}>
                      <button
                        type="button"
                        className="header-nav__menu-link"
                        onClick={() => {
                          const link = contact.links[0];
                          if (link !== undefined) {
                            openServiceWindow(link, `customer-service-${index}`);
                          }
                          setOpenId(null);
                        }}
                      >
                        {contact.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </DropdownItem>
            );
          }
          const link = (
            <NavLink className="header-nav__link" to={entry.path} end={entry.path === '/'}>
              {t(entry.labelKey)}
            </NavLink>
          );
          if (entry.vendors.length === 0) {
            return (
              <li key={entry.id} className="header-nav__item">
                {link}
              </li>
            );
          }
          return (
            <DropdownItem
              key={entry.id}
              label={t(entry.labelKey)}
              isOpen={openId === entry.id}
              onOpenChange={openChange(entry.id)}
              link={link}
            >
              <ul
                className={`header-nav__vendors${entry.vendors.length > 6 ? ' header-nav__vendors--wide' : ''}`}
              >
                {entry.vendors.map((vendor) => (
                  <li key={vendor.vendorCode}>
                    <Link
                      className="header-nav__vendor"
                      to={getVendorPath(entry.path, vendor)}
                      onClick={() => setOpenId(null)}
                    >
                      <LazyImage
                        className="header-nav__vendor-logo"
                        src={buildImageUrl(imageCDN, vendor.logoUrl)}
                        alt=""
                        width={120}
                        height={40}
                        hideOnError
                      />
                      <span>{vendor.accountTypeName}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </DropdownItem>
          );
        })}
      </ul>
    </nav>
  );
}
