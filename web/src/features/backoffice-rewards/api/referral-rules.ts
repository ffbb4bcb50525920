import { referralRulesSchema } from '@plaza/contracts/referral';
import type { ReferralRules } from '@plaza/contracts/referral';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/referral/rules (rewards.configure). */
export function fetchReferralRules(): Promise<ReferralRules> {
  return operatorRequest({ method: 'GET', path: '/ops/referral/rules', schema: referralRulesSchema });
}

/** PUT /ops/referral/rules (rewards.configure, audited as referral.configure). */
export function saveReferralRules(rules: ReferralRules): Promise<ReferralRules> {
  return operatorRequest({
    method: 'PUT',
    path: '/ops/referral/rules',
    body: rules,
    schema: referralRulesSchema,
  });
}
