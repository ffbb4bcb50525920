import type { OpsLotteryGame } from '@plaza/contracts/lottery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { TranslationKey } from '../../../i18n/translation-key';
import { fetchLotteryGames } from '../api/lottery-operator';

export const LOTTERY_GAMES_KEY = ['backoffice', 'lottery', 'games'];

/** Every lottery game with its schedule (one list for all four screens). */
export function useLotteryGames() {
  return useQuery({ queryKey: LOTTERY_GAMES_KEY, queryFn: fetchLotteryGames, staleTime: 10 * 60 * 1000 });
}

/** The game named by `code`, or the first one (Miền Bắc). */
export function pickGame(games: readonly OpsLotteryGame[], code: string): OpsLotteryGame | undefined {
  return games.find((game) => game.gameCode === code) ?? games[0];
}

/** Today's date (YYYY-MM-DD) in the game's own business day. */
export function gameToday(game: OpsLotteryGame | undefined, now: number = Date.now()): string {
  return new Date(now + (game?.utcOffsetMinutes ?? 0) * 60_000).toISOString().slice(0, 10);
}

/** The game select of the lottery screens; `only` keeps the games a screen applies to. */
export function GameSelect({
  games,
  value,
  onChange,
  only,
}: {
  games: readonly OpsLotteryGame[];
  value: string;
  onChange: (gameCode: string) => void;
  only?: (game: OpsLotteryGame) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="list-screen__sort">
      <span>{t('backoffice.lottery.game')}</span>
      <select className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {games
          .filter((game) => only === undefined || only(game))
          .map((game) => (
            <option key={game.gameCode} value={game.gameCode}>
              {game.name} ({game.gameCode})
            </option>
          ))}
      </select>
    </label>
  );
}

/** The message of a word the lottery engine gives (a prize, a bet type), as the lottery pages word it. */
export function engineWordKey(kind: 'prize' | 'prize4d' | 'betType', name: string): TranslationKey {
  return `lottery.${kind}.${name}` as TranslationKey;
}
