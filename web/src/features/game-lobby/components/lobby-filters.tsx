import { GAME_SEARCH_MAX_LENGTH } from '@plaza/contracts/games';
import type { GameClassify } from '@plaza/contracts/games';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ClockIcon,
  CloseIcon,
  FlameIcon,
  GamepadIcon,
  SearchIcon,
  StarIcon,
} from '../../../components/icons';
import type { TranslationKey } from '../../../i18n/translation-key';
import { useSelectedInView } from '../hooks/use-selected-in-view';
import type { LobbyState, LobbyView } from './lobby-state';

const CLASSIFY_LABEL_KEYS: Record<GameClassify, TranslationKey> = {
  SLOT: 'games.classify.SLOT',
  SC: 'games.classify.SC',
  VP: 'games.classify.VP',
  JP: 'games.classify.JP',
  TG: 'games.classify.TG',
  AC: 'games.classify.AC',
  BG: 'games.classify.BG',
};

interface ChipDefinition {
  id: string;
  label: string;
  icon?: ReactNode;
  isPressed: boolean;
  patch: Partial<LobbyState>;
}

/** The category filters: all, hot, each classify of the page, favourites and recent games. */
export function LobbyChips({
  state,
  classifies,
  onChange,
}: {
  state: LobbyState;
  classifies: readonly GameClassify[];
  onChange: (patch: Partial<LobbyState>) => void;
}) {
  const { t } = useTranslation();
  const view = (id: LobbyView): Partial<LobbyState> => ({ view: id, classify: null, query: '' });
  const chips: ChipDefinition[] = [
    {
      id: 'all',
      label: t('games.views.all'),
      icon: <GamepadIcon />,
      isPressed: state.view === 'all' && state.classify === null,
      patch: { view: 'all', classify: null },
    },
    {
      id: 'hot',
      label: t('games.views.hot'),
      icon: <FlameIcon />,
      isPressed: state.view === 'hot',
      patch: view('hot'),
    },
    ...classifies.map((classify) => ({
      id: classify,
      label: t(CLASSIFY_LABEL_KEYS[classify]),
      isPressed: state.view === 'all' && state.classify === classify,
      patch: { view: 'all' as const, classify },
    })),
    {
      id: 'favorites',
      label: t('games.views.favorites'),
      icon: <StarIcon />,
      isPressed: state.view === 'favorites',
      patch: view('favorites'),
    },
    {
      id: 'recent',
      label: t('games.views.recent'),
      icon: <ClockIcon />,
      isPressed: state.view === 'recent',
      patch: view('recent'),
    },
  ];

  const chipsRef = useSelectedInView<HTMLDivElement>(
    '[aria-pressed="true"]',
    `${state.view}-${state.classify ?? ''}`,
  );

  return (
    <div ref={chipsRef} className="lobby-chips" role="group" aria-label={t('games.filters')}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="lobby-chip"
          aria-pressed={chip.isPressed}
          onClick={() => onChange(chip.patch)}
        >
          {chip.icon}
          {chip.label}
        </button>
      ))}
    </div>
  );
}

/** The search box: typing searches the whole catalogue of the page, whatever view was chosen. */
export function LobbySearch({
  query,
  onChange,
}: {
  query: string;
  onChange: (patch: Partial<LobbyState>) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <form className="lobby-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={searchId} className="visually-hidden">
        {t('games.searchLabel')}
      </label>
      <SearchIcon className="lobby-search__icon" />
      <input
        id={searchId}
        type="search"
        className="lobby-search__input"
        placeholder={t('games.searchPlaceholder')}
        maxLength={GAME_SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => onChange({ view: 'all', query: event.target.value })}
      />
      {query !== '' ? (
        <button
          type="button"
          className="icon-button lobby-search__clear"
          aria-label={t('games.clearSearch')}
          onClick={() => onChange({ query: '' })}
        >
          <CloseIcon />
        </button>
      ) : null}
    </form>
  );
}
