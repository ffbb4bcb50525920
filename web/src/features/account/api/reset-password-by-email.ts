import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordByEmailInput {
  username: string;
  email: string;
}

/** Form POST /wps/member/password/email: e-mails the member a way to set a new password. */
export async function resetPasswordByEmail(input: ResetPasswordByEmailInput): Promise<void> {
  await apiRequest({
    method: 'POST',
    path: '/wps/member/password/email',
    schema: z.null(),
    form: { username: input.username, email: input.email },
  });
}

/** The forgot-password request by e-mail. */
export function useResetPasswordByEmailMutation() {
  return useMutation({ mutationFn: resetPasswordByEmail });
}
