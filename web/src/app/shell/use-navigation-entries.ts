import { useMemo } from 'react';

import { useVendorLanes } from '../../lib/api/get-vendor-lanes';
import { buildNavigation } from '../../lib/game-navigation';
import type { NavigationEntry } from '../../lib/game-navigation';
import { useFeature } from '../../lib/use-feature';

/** The navigation of the header and the side menu, built from the vendor lanes (home and the last two entries show at once). */
export function useNavigationEntries(): NavigationEntry[] {
  const lanes = useVendorLanes();
  const hasChatRoom = useFeature('CHATROOM3');
  return useMemo(() => buildNavigation(lanes.data ?? [], { hasChatRoom }), [lanes.data, hasChatRoom]);
}
