import { withdrawalSchema } from '@plaza/contracts/withdrawals';
import type { Withdrawal } from '@plaza/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './get-balance';

export interface NotReceivedReport {
  withdrawalId: string;
  payoutId: string;
  remark: string;
  /** 1 to 3 png or jpg images, at most 5 MB each (checked before sending, and again by the server). */
  proofs: File[];
}

/** POST /wps/payment/withdrawal/notReceived (T, multipart/form-data): a payment did not arrive, with proof. */
export function reportPayoutNotReceived(report: NotReceivedReport): Promise<Withdrawal> {
  const formData = new FormData();
  formData.append('withdrawalId', report.withdrawalId);
  formData.append('payoutId', report.payoutId);
  formData.append('remark', report.remark);
  for (const proof of report.proofs) {
    formData.append('proof', proof, proof.name);
  }
  return apiRequest({
    method: 'POST',
    path: '/wps/payment/withdrawal/notReceived',
    schema: withdrawalSchema,
    formData,
  });
}

export function useReportPayoutNotReceivedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPayoutNotReceived,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'withdrawals'] }),
  });
}
