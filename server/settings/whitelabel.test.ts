import { describe, expect, it } from 'vitest';
import { buildWhitelabelTree, flattenWhitelabel, type ModuleRow } from './whitelabel';

const rows: ModuleRow[] = [
  { mod_id: 'ACCESS', parent_mod_id: null, enabled: true },
  { mod_id: 'MEMBER', parent_mod_id: null, enabled: false },
  { mod_id: 'FREEPLAY3', parent_mod_id: 'ACCESS', enabled: true },
  { mod_id: 'GOOGLELOGIN3', parent_mod_id: 'ACCESS', enabled: false },
  { mod_id: 'DEPOSIT', parent_mod_id: 'MEMBER', enabled: true },
  { mod_id: 'BANKS', parent_mod_id: 'DEPOSIT', enabled: true },
];

describe('whitelabel tree', () => {
  it('nests children under their parents, in row order', () => {
    const tree = buildWhitelabelTree(rows);
    expect(tree.map((n) => n.modId)).toEqual(['ACCESS', 'MEMBER']);
    expect(tree[0]!.childrenNodes.map((n) => n.modId)).toEqual(['FREEPLAY3', 'GOOGLELOGIN3']);
    expect(tree[1]!.childrenNodes[0]!.childrenNodes[0]).toEqual({ modId: 'BANKS', enabled: '1', childrenNodes: [] });
  });

  it('a flag is on only when it and every ancestor are on', () => {
    expect(flattenWhitelabel(buildWhitelabelTree(rows))).toEqual({
      ACCESS: true,
      FREEPLAY3: true,
      GOOGLELOGIN3: false,
      MEMBER: false,
      DEPOSIT: false, // enabled itself, parent off
      BANKS: false, // enabled itself, grandparent off
    });
  });

  it('keeps an orphan as a root instead of dropping it', () => {
    const tree = buildWhitelabelTree([{ mod_id: 'LOST', parent_mod_id: 'GONE', enabled: true }]);
    expect(flattenWhitelabel(tree)).toEqual({ LOST: true });
  });
});
