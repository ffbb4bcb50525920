import { describe, expect, it } from 'vitest';

import { isFeatureEnabled } from './feature-switches';
import type { FeatureSwitchNode } from './feature-switches';

const TREE: FeatureSwitchNode[] = [
  {
    modId: 'REG3',
    enabled: '1',
    childrenNodes: [
      { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
    ],
  },
  {
    modId: 'AGENTPOLICY3',
    enabled: '0',
    childrenNodes: [{ modId: 'DIVIDEND3', enabled: '1', childrenNodes: [] }],
  },
];

describe('isFeatureEnabled', () => {
  it('is on when the node and its ancestors are on', () => {
    expect(isFeatureEnabled(TREE, 'REG3')).toBe(true);
    expect(isFeatureEnabled(TREE, 'DIRECTREG3')).toBe(true);
  });

  it('is off when the node is off', () => {
    expect(isFeatureEnabled(TREE, 'MOBILENUMREG3')).toBe(false);
  });

  it('is off when an ancestor is off', () => {
    expect(isFeatureEnabled(TREE, 'DIVIDEND3')).toBe(false);
  });

  it('is off for a switch the tree does not have', () => {
    expect(isFeatureEnabled(TREE, 'PTSYS3')).toBe(false);
  });
});
