import { registrationSettingsSchema } from '@plaza/contracts/registration';
import type { RegistrationSettings } from '@plaza/contracts/registration';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export const registrationSettingsQueryKey = ['account', 'registrationSettings'] as const;

/** GET /wps/system/setting/register: the registration field rules and the ages the form declares. */
export function fetchRegistrationSettings(signal?: AbortSignal): Promise<RegistrationSettings> {
  return apiRequest({
    method: 'GET',
    path: '/wps/system/setting/register',
    schema: registrationSettingsSchema,
    signal,
  });
}

/** The registration rules the register form is drawn from. */
export function useRegistrationSettings() {
  return useQuery({
    queryKey: registrationSettingsQueryKey,
    queryFn: ({ signal }) => fetchRegistrationSettings(signal),
    staleTime: 10 * 60 * 1000,
  });
}
