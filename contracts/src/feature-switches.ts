import { z } from 'zod';

/**
 * Every feature switch id Plaza reads (docs/product/site.md#feature-switches names them; the agent and
 * second-factor ids are ours, see docs/decisions). A switch is on when it and all its ancestors are enabled.
 */
export const FEATURE_SWITCH_IDS = [
  // Modules (docs/product/site.md#feature-switches).
  'COMM3',
  'REG3',
  'PASS3',
  'FUNDTRANS3',
  'GAMELO3',
  'PTSYS3',
  'INBOX3',
  'CBS3',
  'FEEDBACK3',
  'PROFPIC3',
  'HOURSAL3',
  'RTSALARY3',
  'MEMTRANS3',
  // Registration and login (docs/product/site.md#feature-switches).
  'DIRECTREG3',
  'USERNAMEREG3',
  'MOBILEVERCODELOGIN3',
  'REGMOBVERF3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'PWDEXPFORCECHANGE3',
  // Second factor on a new IP (docs/product/accounts.md#second-factor-on-a-new-address).
  'LOGINVERMOB3',
  'LOGINVEREMAIL3',
  'LOGINVERBANK3',
  'LOGINVERGOOGLE3',
  // Agent center (docs/product/site.md#feature-switches) and promotions.
  'DIVIDEND3',
  'DAILYSAL3',
  'REFERRAL',
  'FREEPLAY3',
  'AGENTPOLICY3',
  // The members' chat room (docs/decisions/037-chat-room.md).
  'CHATROOM3',
] as const;

export const featureSwitchIdSchema = z.enum(FEATURE_SWITCH_IDS);
export type FeatureSwitchId = z.infer<typeof featureSwitchIdSchema>;

/** One node of the switch tree as the server sends it. */
export interface FeatureSwitchNode {
  modId: FeatureSwitchId;
  enabled: '1' | '0';
  childrenNodes: FeatureSwitchNode[];
}

export const featureSwitchNodeSchema: z.ZodType<FeatureSwitchNode> = z.lazy(() =>
  z.object({
    modId: featureSwitchIdSchema,
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(featureSwitchNodeSchema),
  }),
);

/** Whether `id` is on in `tree`: the node and every ancestor are enabled. Unknown ids are off. */
export function isFeatureEnabled(tree: readonly FeatureSwitchNode[], id: FeatureSwitchId): boolean {
  for (const node of tree) {
    if (node.modId === id) {
      return node.enabled === '1';
    }
    if (node.enabled === '1' && isFeatureEnabled(node.childrenNodes, id)) {
      return true;
    }
  }
  return false;
}
