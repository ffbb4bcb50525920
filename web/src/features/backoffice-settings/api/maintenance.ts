import { maintenanceSettingSchema } from '@plaza/contracts/operator';
import type { MaintenanceSetting } from '@plaza/contracts/operator';

import { operatorRequest } from '../../../lib/operator-session';

export function fetchMaintenance(): Promise<MaintenanceSetting> {
  return operatorRequest({
    method: 'GET',
    path: '/ops/settings/maintenance',
    schema: maintenanceSettingSchema,
  });
}

export function saveMaintenance(setting: MaintenanceSetting): Promise<MaintenanceSetting> {
  return operatorRequest({
    method: 'PUT',
    path: '/ops/settings/maintenance',
    body: setting,
    schema: maintenanceSettingSchema,
  });
}
