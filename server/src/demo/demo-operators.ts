import type { DatabaseHandle } from '../db/database';
import { hasOperators } from '../modules/operator/operator.service';
import { createOperator } from '../modules/operator/operator.service';
import { DEMO_OPERATOR } from './demo-operator-account';

export { DEMO_OPERATOR };

/**
 * Gives a deployment without any operator the demo operator, so that the operator API can be used at once
 * (a database made before operators existed gets it on its next start). A deployment with operators is left alone.
 * Answers the new operator's id, or undefined when there was one already.
 */
export async function ensureDemoOperator(
  handle: DatabaseHandle,
  now: number = Date.now(),
): Promise<number | undefined> {
  if (await hasOperators(handle)) {
    return undefined;
  }
  return createOperator(handle, DEMO_OPERATOR, now);
}
