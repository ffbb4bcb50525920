import { isFeatureEnabled } from '@plaza/contracts/feature-switches';
import type { FeatureSwitchId } from '@plaza/contracts/feature-switches';

import { useWhitelabel } from './api/get-whitelabel';

/** Whether feature switch `id` is on for this deployment: the one way the web app reads a switch. */
export function useFeature(id: FeatureSwitchId): boolean {
  const whitelabel = useWhitelabel();
  return isFeatureEnabled(whitelabel.featureSwitches, id);
}
