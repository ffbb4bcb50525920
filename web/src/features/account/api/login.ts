import { loginResponseSchema } from '@plaza/contracts/accounts';
import type { LoginResponse } from '@plaza/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { encryptRequestBody } from '../../../lib/api/get-public-key';
import { solveVerificationChallenge } from '../../../lib/api/get-verification-challenge';

export interface LoginInput {
  username: string;
  password: string;
  captcha?: { captchaId: string; answer: string };
  /**
   * AGENT: the agent area's login, which the server refuses to anyone but an agent
   * (docs/product/accounts.md#the-agent-area).
   */
  area?: 'MEMBER' | 'AGENT';
  /** Called once the verification challenge is solved and the request goes out. */
  onVerified?: () => void;
}

/**
 * POST /wps/session/login (E): runs the verification challenge, then logs in by user name
 * (docs/product/accounts.md#login-by-password).
 */
export async function login(queryClient: QueryClient, input: LoginInput): Promise<LoginResponse> {
  const challenge = await solveVerificationChallenge();
  input.onVerified?.();
  const body = await encryptRequestBody(queryClient, {
    username: input.username,
    password: input.password,
    type: 'username',
    ...(input.captcha ? { captcha: input.captcha.answer, captchaId: input.captcha.captchaId } : {}),
    challenge,
    area: input.area ?? 'MEMBER',
  });
  return apiRequest({ method: 'POST', path: '/wps/session/login', schema: loginResponseSchema, body });
}

/** The member login, and the agent area's with area AGENT. */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: LoginInput) => login(queryClient, input) });
}

export interface SmsLoginInput {
  mobile: string;
  code: string;
  countryDialingCode: string;
}

/**
 * POST /wps/session/login (E) by SMS: the mobile number and its code, no verification challenge
 * (docs/product/accounts.md#login-by-sms).
 */
export async function loginBySms(queryClient: QueryClient, input: SmsLoginInput): Promise<LoginResponse> {
  const body = await encryptRequestBody(queryClient, {
    type: 'sms',
    username: input.mobile,
    password: input.code,
    countryDialingCode: input.countryDialingCode,
    area: 'MEMBER',
  });
  return apiRequest({ method: 'POST', path: '/wps/session/login', schema: loginResponseSchema, body });
}

/** The member login by SMS code. */
export function useSmsLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: SmsLoginInput) => loginBySms(queryClient, input) });
}
