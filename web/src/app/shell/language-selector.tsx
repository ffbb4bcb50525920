import { LANGUAGE_SELECTOR_CLOSE_DELAY_MS } from '@plaza/contracts/constants';
import { LANGUAGE_NATIVE_NAMES } from '@plaza/contracts/languages';
import type { Language } from '@plaza/contracts/languages';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronDownIcon, GlobeIcon } from '../../components/icons';
import { showLanguage } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import { sendMemberLanguage } from '../../lib/api/send-member-language';

/**
 * The language selector: the deployment's languages by their native names. It closes 200 ms after focus
 * leaves it (docs/product/site.md#business-constants), on Escape, and after a choice.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { languages } = useWhitelabel();
  const current = useLanguage();
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  if (languages.length < 2) {
    return null;
  }

  const choose = (language: Language) => {
    setIsOpen(false);
    buttonRef.current?.focus();
    if (language !== current) {
      void showLanguage(language);
      sendMemberLanguage(language);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className="language-selector"
      onKeyDown={onKeyDown}
      onFocus={() => window.clearTimeout(closeTimer.current)}
      onBlur={() => {
        closeTimer.current = window.setTimeout(() => setIsOpen(false), LANGUAGE_SELECTOR_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="language-selector__button"
        aria-label={t('shell.language', { language: LANGUAGE_NATIVE_NAMES[current] })}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <GlobeIcon />
        <span className="language-selector__current">{LANGUAGE_NATIVE_NAMES[current]}</span>
        <ChevronDownIcon className="language-selector__chevron" />
      </button>
      <ul id={listId} className="language-selector__list" hidden={!isOpen}>
        {languages.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="language-selector__option"
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => choose(language)}
            >
              {LANGUAGE_NATIVE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
