import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password (T, E): changes the logged-in member's password. */
export async function changePassword(queryClient: QueryClient, input: ChangePasswordInput): Promise<void> {
  const body = await encryptRequestBody(queryClient, { ...input });
  await apiRequest({ method: 'POST', path: '/wps/member/password', schema: z.null(), body });
}

/** The member's password change. */
export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(queryClient, input) });
}
