import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import {
  isAllSelected,
  nodeCheckState,
  toggleAll,
  toggleTreeNode,
  type TreeNode,
} from '@/domain/search/tree';
import { SEARCH_NAMESPACES } from '../listing/i18n';

interface Props {
  title: string;
  tree: TreeNode[];
  selected: number[];
  onChange: (ids: number[]) => void;
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
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ maxHeight: 330, overflowY: 'auto', paddingInlineEnd: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={all}
              indeterminate={!all && selected.length > 0}
              onChange={() => onChange(toggleAll(tree, selected))}
            />
          }
          label={t('All')}
          sx={{ display: 'flex' }}
        />
        {tree.map((node) => {
          const state = nodeCheckState(node, selected);
          return (
            <Box key={node.id}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={state === 'checked'}
                    indeterminate={state === 'indeterminate'}
                    onChange={() => onChange(toggleTreeNode(tree, selected, node.id))}
                  />
                }
                label={node.name}
                sx={{ display: 'flex' }}
              />
              {node.children?.length ? (
                <Box sx={{ paddingInlineStart: 3 }}>
                  {node.children.map((child) => (
                    <FormControlLabel
                      key={child.id}
                      control={
                        <Checkbox
                          size="small"
                          checked={selected.includes(child.id)}
                          onChange={() => onChange(toggleTreeNode(tree, selected, child.id))}
                        />
                      }
                      label={child.name}
                      sx={{ display: 'flex' }}
                    />
                  ))}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
