import { useEffect, useRef } from 'react';
import { Checkbox } from '@/components/ui/Choice';
import { useTranslation } from '@/lib/i18n/useTranslation';
import {
  isAllSelected,
  nodeCheckState,
  toggleAll,
  toggleTreeNode,
  type TreeNode,
} from '@/domain/search/tree';
import { SEARCH_NAMESPACES } from '../listing/i18n';
import styles from './filterPanel.module.css';

interface Props {
  title: string;
  tree: TreeNode[];
  selected: number[];
  onChange: (ids: number[]) => void;
}

/**
 * A kit checkbox that can also be half checked (some children chosen): the native `indeterminate`
 * state, which has no attribute, set after render; it reads as "mixed" to screen readers.
 */
function TreeCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Checkbox
      ref={ref}
      label={label}
      checked={checked}
      onChange={onChange}
      className={styles.choice}
    />
  );
}

/**
 * A checkbox tree (categories with sub-categories, or brands): 'All' selects every entry and a
 * parent selects its children (R-SEARCH-3). The list scrolls at 330 px.
 */
export function TreeFilter({ title, tree, selected, onChange }: Props) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  if (!tree.length) return null;
  const all = isAllSelected(tree, selected);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.tree}>
        <TreeCheckbox
          label={t('All')}
          checked={all}
          indeterminate={!all && selected.length > 0}
          onChange={() => onChange(toggleAll(tree, selected))}
        />
        {tree.map((node) => {
          const state = nodeCheckState(node, selected);
          return (
            <div key={node.id}>
              <TreeCheckbox
                label={node.name}
                checked={state === 'checked'}
                indeterminate={state === 'indeterminate'}
                onChange={() => onChange(toggleTreeNode(tree, selected, node.id))}
              />
              {node.children?.length ? (
                <div className={styles.children}>
                  {node.children.map((child) => (
                    <TreeCheckbox
                      key={child.id}
                      label={child.name}
                      checked={selected.includes(child.id)}
                      onChange={() => onChange(toggleTreeNode(tree, selected, child.id))}
                    />
                  ))}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
