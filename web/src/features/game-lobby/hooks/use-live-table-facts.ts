import type { CatalogueGame, LiveTable } from '@plaza/contracts/catalogue';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../../lib/use-money-format';
import type { MoneyFormat } from '../../../lib/use-money-format';
import { useRoomList } from '../api/get-room-list';

/** A stake limit as short as it reads: without decimals when it is a whole amount ("$1", "$1,000"). */
function formatLimit(money: MoneyFormat, minorUnits: number): string {
  const isWhole = minorUnits % 10 ** money.decimals === 0;
  return money.format(minorUnits, isWhole ? { shownDecimals: 0 } : {});
}

/** The live tables by vendor code and game code. */
function indexRooms(rooms: readonly LiveTable[] | undefined): Map<string, LiveTable> {
  return new Map((rooms ?? []).map((room) => [`${room.vendorCode}/${room.gameCode}`, room]));
}

/**
 * What a live table's card tells about it: its limits and who sits at it now (members only: the call needs a
 * session). Asked for only on a page of live games.
 */
export function useLiveTableFacts(isEnabled: boolean): (game: CatalogueGame) => readonly string[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const rooms = useRoomList({ isEnabled });
  const roomsByGame = indexRooms(rooms.data?.list);
  return (game) => {
    const room = roomsByGame.get(`${game.vendorCode}/${game.gameCode}`);
    if (room === undefined) {
      return [];
    }
    return [
      t('games.rooms.limits', { min: formatLimit(money, room.minBet), max: formatLimit(money, room.maxBet) }),
      t('games.rooms.seated', { count: room.playerCount }),
    ];
  };
}
