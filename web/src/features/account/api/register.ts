import type { EncryptedPayload } from '@plaza/contracts/encryption';
import { registerResponseSchema } from '@plaza/contracts/registration';
import type { LoginResponse } from '@plaza/contracts/accounts';
import type { RegistrationField } from '@plaza/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { solveVerificationChallenge } from '../../../lib/api/get-verification-challenge';

export interface RegisterInput {
  fields: Partial<Record<RegistrationField, string>>;
  /** The page address's referral code, sent when the server accepted it. */
  referralCode?: string;
  /** Called once the verification challenge is solved and the request goes out. */
  onVerified?: () => void;
}

/**
 * The encrypted body of either registration: runs the verification challenge, then wraps the form's fields, the
 * path's own fields and what every registration sends (declarations, referral code, where it was made, log in).
 */
export async function encryptRegistration(
  queryClient: QueryClient,
  input: RegisterInput,
  ownFields: Record<string, unknown> = {},
): Promise<EncryptedPayload> {
  const challenge = await solveVerificationChallenge();
  input.onVerified?.();
  return encryptRequestBody(queryClient, {
    ...input.fields,
    ...ownFields,
    isTermsAccepted: true,
    isAgeConfirmed: true,
    ...(input.referralCode === undefined ? {} : { referralCode: input.referralCode }),
    registerUrl: window.location.href,
    domain: window.location.hostname,
    registerMethod: 'WEB',
    login: true,
    challenge,
  });
}

/** PUT /wps/member/register (E): runs the verification challenge, then registers by user name and logs in. */
export async function register(queryClient: QueryClient, input: RegisterInput): Promise<LoginResponse> {
  const body = await encryptRegistration(queryClient, input);
  return apiRequest({ method: 'PUT', path: '/wps/member/register', schema: registerResponseSchema, body });
}

/** Registration by user name. */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: RegisterInput) => register(queryClient, input) });
}
