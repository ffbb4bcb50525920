import type { FeatureSwitchId } from '@plaza/contracts/feature-switches';
import { featureSwitchSettingSchema } from '@plaza/contracts/operator';
import type { FeatureSwitchSetting } from '@plaza/contracts/operator';
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
