/**
 * The category and brand tree of the results filters (R-SEARCH-3): selecting a parent
 * selects its children; 'All' selects every entry. Selections are id lists.
 */

export interface TreeNode {
  id: number;
  name: string;
  children?: { id: number; name: string }[];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** Every id of the tree, parents before their children. */
export function allTreeIds(tree: TreeNode[]): number[] {
  return tree.flatMap((node) => [node.id, ...(node.children ?? []).map((child) => child.id)]);
}

function parentOf(tree: TreeNode[], id: number): TreeNode | undefined {
  return tree.find((node) => node.children?.some((child) => child.id === id));
}

/**
 * Toggles one entry. A parent takes its children with it; a child that completes its parent's set
 * selects the parent too, and deselecting a child deselects its parent.
 */
export function toggleTreeNode(tree: TreeNode[], selected: number[], id: number): number[] {
  const chosen = new Set(selected);
  const node = tree.find((entry) => entry.id === id);
  if (node) {
    const ids = [node.id, ...(node.children ?? []).map((child) => child.id)];
    if (chosen.has(node.id)) ids.forEach((entry) => chosen.delete(entry));
    else ids.forEach((entry) => chosen.add(entry));
  } else {
    const parent = parentOf(tree, id);
    if (chosen.has(id)) {
      chosen.delete(id);
      if (parent) chosen.delete(parent.id);
    } else {
      chosen.add(id);
      if (parent && parent.children!.every((child) => chosen.has(child.id))) chosen.add(parent.id);
    }
  }
  // Tree order, then ids the tree does not know (kept from the URL).
  const order = allTreeIds(tree);
  return [
    ...order.filter((entry) => chosen.has(entry)),
    ...[...chosen].filter((entry) => !order.includes(entry)),
  ];
}

/** True when every entry of a non-empty tree is selected. */
export function isAllSelected(tree: TreeNode[], selected: number[]): boolean {
  const ids = allTreeIds(tree);
  return ids.length > 0 && ids.every((id) => selected.includes(id));
}

/** 'All': selects every entry, or clears the selection when everything already is. */
export function toggleAll(tree: TreeNode[], selected: number[]): number[] {
  return isAllSelected(tree, selected) ? [] : allTreeIds(tree);
}

/** A parent is indeterminate when only some of its children are selected. */
export function nodeCheckState(node: TreeNode, selected: number[]): CheckState {
  if (selected.includes(node.id)) return 'checked';
  const children = node.children ?? [];
  return children.some((child) => selected.includes(child.id)) ? 'indeterminate' : 'unchecked';
}

/** The name of an id anywhere in the tree. */
export function treeName(tree: TreeNode[], id: number): string | undefined {
  for (const node of tree) {
    if (node.id === id) return node.name;
    const child = node.children?.find((entry) => entry.id === id);
    if (child) return child.name;
  }
  return undefined;
}

/** A category as the API lists it (top level, with its sub-categories in `childes`). */
export interface TreeCategory {
  id: number;
  name: string;
  childes?: { id: number; name: string }[] | null;
}

/**
 * The category tree of the filters from the module's categories. The page loader and the browser
 * build it with this one function, so the server-rendered filter column and the first browser
 * render are the same.
 */
export function categoryTreeOf(categories: readonly TreeCategory[]): TreeNode[] {
  return categories.map((category) => {
    const children = (category.childes ?? []).map((child) => ({ id: child.id, name: child.name }));
    return children.length
      ? { id: category.id, name: category.name, children }
      : { id: category.id, name: category.name };
  });
}

/** The brand list of the filters (flat: brands have no children). */
export function brandTreeOf(brands: readonly { id: number; name: string }[]): TreeNode[] {
  return brands.map((brand) => ({ id: brand.id, name: brand.name }));
}

/** The results filter by brand only in modules with brands (shop). */
export function hasBrandFilter(moduleType: string | null | undefined): boolean {
  return moduleType === 'ecommerce';
}
