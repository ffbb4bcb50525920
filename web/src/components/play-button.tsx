import { useTranslation } from 'react-i18next';

import './game-board.css';

/** The main play button of a game's controls, with the keyboard shortcut it answers to. */
export function PlayButton({
  label,
  isBusy,
  isDisabled = false,
}: {
  label: string;
  isBusy: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="play-button">
      <button
        type="submit"
        className="button button--primary play-button__button"
        disabled={isBusy || isDisabled}
      >
        {isBusy ? t('play.playing') : label}
      </button>
      <p className="play-button__hint">{t('play.hotkey')}</p>
    </div>
  );
}
