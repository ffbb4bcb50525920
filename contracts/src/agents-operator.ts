import { z } from 'zod';

import { breadcrumbStepSchema } from './agents';
import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';

/*
 * The back office's agent tree (issue 24, docs/decisions/067-agent-tree-and-operator-password.md).
 *
 * GET /ops/agents/tree   members.read  agentTreeQuerySchema → agentTreePageSchema
 *   Without parentId or search: the top of the tree (agents without an upline); with parentId: that member's
 *   direct members; with search: members whose account starts with it, each with its uplines (top first).
 */

export const agentTreeQuerySchema = z.object({
  parentId: z.number().int().positive().optional(),
  search: typedTextSchema(1, 64).optional(),
  ...pageQueryShape,
});
export type AgentTreeQuery = z.input<typeof agentTreeQuerySchema>;

/** A team's figures of the current month (report days), the member included. */
export const treeFiguresSchema = z.object({
  deposits: z.number().int(),
  validBet: z.number().int(),
  profitLoss: z.number().int(),
});
export type TreeFigures = z.infer<typeof treeFiguresSchema>;

/** A member as a node of the tree. */
export const agentTreeNodeSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.string(),
  directMembers: z.number().int(),
  teamSize: z.number().int(),
  subAgents: z.number().int(),
  figures: treeFiguresSchema,
  /** Its uplines, top first (search answers only; empty otherwise). */
  uplines: z.array(breadcrumbStepSchema),
});
export type AgentTreeNode = z.infer<typeof agentTreeNodeSchema>;
export const agentTreePageSchema = pageOf(agentTreeNodeSchema);
export type AgentTreePage = z.infer<typeof agentTreePageSchema>;
