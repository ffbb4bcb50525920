import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { ChatIcon, ChevronDownIcon, TelegramIcon } from '../../components/icons';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import type { NavigationEntry } from '../../lib/game-navigation';
import { openServiceWindow } from '../../lib/open-service-window';
import { AppDownloads } from './app-downloads';
import { NavigationIcon } from './navigation-icon';
import { SocialLinks } from './social-links';
import { ThemeSwitch } from './theme-switch';

export interface SideMenuProps {
  entries: NavigationEntry[];
  isOpen: boolean;
  /** Wide screens keep a rail of icons while closed; narrow ones slide the menu out of view. */
  isDocked: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The collapsible side menu (docs/product/site.md#routes-and-screens): one entry per game category, customer
 * service that expands its contacts (closing the menu hides them), app downloads with QR codes and the social
 * links.
 */
export function SideMenu({ entries, isOpen, isDocked, onOpen, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { customerService } = useWhitelabel();
  const contactsId = useId();
  const [isContactsExpanded, setIsContactsExpanded] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) {
      setIsContactsExpanded(false);
    }
  }
  const isHidden = !isOpen && !isDocked;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && isOpen && !isDocked) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <>
      {isOpen && !isDocked ? (
        <div className="side-menu__backdrop" onClick={onClose} aria-hidden="true" />
      ) : null}
      <aside
        id="side-menu"
        className={`side-menu${isOpen ? ' side-menu--open' : ' side-menu--closed'}`}
        aria-label={t('shell.sideMenu')}
        inert={isHidden}
        onKeyDown={onKeyDown}
      >
        <nav aria-label={t('shell.categories')}>
          <ul className="side-menu__list">
            {entries.map((entry) => {
              const label = t(entry.labelKey);
              if (entry.kind === 'customerService') {
                if (customerService.length === 0) {
                  return null;
                }
                return (
                  <li key={entry.id}>
                    <button
                      type="button"
                      className="side-menu__entry"
                      aria-expanded={isOpen && isContactsExpanded}
                      aria-controls={contactsId}
                      title={isOpen ? undefined : label}
                      onClick={() => {
                        if (!isOpen) {
                          onOpen();
                          setIsContactsExpanded(true);
                          return;
                        }
                        setIsContactsExpanded((isExpanded) => !isExpanded);
                      }}
                    >
                      <NavigationIcon id={entry.id} />
                      <span className="side-menu__label">{label}</span>
                      <ChevronDownIcon className="side-menu__chevron" />
                    </button>
                    <ul
                      id={contactsId}
                      className="side-menu__contacts"
                      hidden={!isOpen || !isContactsExpanded}
                    >
                      {customerService.map((contact, index) => (
                        <li key={contact.title}>
                          <button
                            type="button"
                            className="side-menu__contact"
                            onClick={() => {
                              const link = contact.links[0];
                              if (link !== undefined) {
                                openServiceWindow(link, `customer-service-${index}`);
                              }
                            }}
                          >
                            {contact.csType === 'TELEGRAM' ? <TelegramIcon /> : <ChatIcon />}
                            <span>{contact.title}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              }
              return (
                <li key={entry.id}>
                  <NavLink
                    className="side-menu__entry"
                    to={entry.path}
                    end={entry.path === '/'}
                    title={isOpen ? undefined : label}
                    onClick={isDocked ? undefined : onClose}
                  >
                    <NavigationIcon id={entry.id} />
                    <span className="side-menu__label">{label}</span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {isOpen ? (
          <div className="side-menu__extras">
            <section aria-labelledby={`${contactsId}-download`}>
              <h2 id={`${contactsId}-download`} className="side-menu__heading">
                {t('download.title')}
              </h2>
              <AppDownloads className="app-downloads--side-menu" />
            </section>
            <SocialLinks className="side-menu__social" />
            <div className="side-menu__theme">
              <span>{t('shell.theme')}</span>
              <ThemeSwitch />
            </div>
          </div>
        ) : null}
      </aside>
    </>
  );
}
