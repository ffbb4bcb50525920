// Who may use the site: the feature switches and the allowed countries (Settings in the back office).
import type { FeatureSwitchId } from '@plaza/contracts/feature-switches';
import { allowedRegionsSettingSchema, featureSwitchSettingSchema } from '@plaza/contracts/operator';
import type { AllowedRegionsSetting, FeatureSwitchSetting } from '@plaza/contracts/operator';
import { z } from 'zod';

import { operatorRequest } from '../../../lib/operator-session';

const switchListSchema = z.array(featureSwitchSettingSchema);

export function fetchFeatureSwitches(): Promise<FeatureSwitchSetting[]> {
  return operatorRequest({ method: 'GET', path: '/ops/settings/switches', schema: switchListSchema });
}

export function saveFeatureSwitch(id: FeatureSwitchId, enabled: boolean): Promise<FeatureSwitchSetting[]> {
  return operatorRequest({
    method: 'PUT',
    path: `/ops/settings/switches/${id}`,
    body: { enabled },
    schema: switchListSchema,
  });
}

export function fetchAllowedRegions(): Promise<AllowedRegionsSetting> {
  return operatorRequest({
    method: 'GET',
    path: '/ops/settings/regions',
    schema: allowedRegionsSettingSchema,
  });
}

export function saveAllowedRegions(setting: AllowedRegionsSetting): Promise<AllowedRegionsSetting> {
  return operatorRequest({
    method: 'PUT',
    path: '/ops/settings/regions',
    body: setting,
    schema: allowedRegionsSettingSchema,
  });
}
