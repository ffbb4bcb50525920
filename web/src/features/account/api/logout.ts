import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

/** DELETE /wps/session/logout (T): ends the session on the server. */
export async function logout(): Promise<void> {
  await apiRequest({ method: 'DELETE', path: '/wps/session/logout', schema: z.null() });
}

/** The member logout. */
export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
