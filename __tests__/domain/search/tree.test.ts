import {
  allTreeIds,
  isAllSelected,
  nodeCheckState,
  toggleAll,
  toggleTreeNode,
  treeName,
  type TreeNode,
} from '@/domain/search/tree';

const tree: TreeNode[] = [
  {
    id: 1,
    name: 'Pizza',
    children: [
      { id: 2, name: 'Classic' },
      { id: 3, name: 'Gourmet' },
    ],
  },
  { id: 4, name: 'Drinks' },
];

describe('category and brand tree (R-SEARCH-3)', () => {
  it('selecting a parent selects its children; again deselects them', () => {
    const selected = toggleTreeNode(tree, [], 1);
    expect(selected).toEqual([1, 2, 3]);
    expect(toggleTreeNode(tree, selected, 1)).toEqual([]);
  });

  it('a child alone leaves its parent indeterminate; the last child completes it', () => {
    const one = toggleTreeNode(tree, [], 2);
    expect(one).toEqual([2]);
    expect(nodeCheckState(tree[0], one)).toBe('indeterminate');
    const both = toggleTreeNode(tree, one, 3);
    expect(both).toEqual([1, 2, 3]);
    expect(nodeCheckState(tree[0], both)).toBe('checked');
  });

  it('deselecting a child deselects its parent', () => {
    expect(toggleTreeNode(tree, [1, 2, 3], 3)).toEqual([2]);
  });

  it("'All' selects every entry, and clears when all are selected", () => {
    expect(toggleAll(tree, [2])).toEqual([1, 2, 3, 4]);
    expect(isAllSelected(tree, [1, 2, 3, 4])).toBe(true);
    expect(toggleAll(tree, [1, 2, 3, 4])).toEqual([]);
    expect(isAllSelected([], [])).toBe(false);
  });

  it('keeps ids from the URL that the tree does not know', () => {
    expect(toggleTreeNode(tree, [99], 4)).toEqual([4, 99]);
  });

  it('lists ids parents first and finds names at any level', () => {
    expect(allTreeIds(tree)).toEqual([1, 2, 3, 4]);
    expect(treeName(tree, 3)).toBe('Gourmet');
    expect(treeName(tree, 42)).toBeUndefined();
    expect(nodeCheckState(tree[1], [])).toBe('unchecked');
  });
});
