import { useTranslation } from 'react-i18next';

import { useVendorLanes } from '../../../lib/api/get-vendor-lanes';
import { getGameTypeLabelKey } from '../../../lib/game-navigation';

/** The vendors and game types of the lobby, each once, for the team betting filters. */
export function useGameFilterOptions() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const vendors = new Map<string, string>();
  const gameTypes = new Map<string, string>();
  for (const lane of lanes.data ?? []) {
    const key = getGameTypeLabelKey(lane.title);
    gameTypes.set(lane.title, key === undefined ? lane.title : t(key));
    for (const card of lane.cards) {
      if (!vendors.has(card.vendorCode)) {
        vendors.set(card.vendorCode, card.accountTypeName);
      }
    }
  }
  return { vendors: [...vendors], gameTypes: [...gameTypes] };
}

/** A game type's name in the interface language, or its code when it has none. */
export function useGameTypeName(): (gameType: string) => string {
  const { t } = useTranslation();
  return (gameType) => {
    const key = getGameTypeLabelKey(gameType);
    return key === undefined ? gameType : t(key);
  };
}
