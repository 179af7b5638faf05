import { PlainTabs } from '@/components/Tabs/PlainTabs';
import styles from './categoryTabs.module.css';

/** A row of tabs ("All" first) above a list; `idBase` ties each tab to the panel it controls. */
export function CategoryTabs({
  idBase,
  labels,
  value,
  onChange,
  ariaLabel,
}: {
  idBase: string;
  labels: string[];
  value: number;
  onChange: (index: number) => void;
  ariaLabel: string;
}) {
  return (
    <PlainTabs
      className={styles.tabs}
      label={ariaLabel}
      value={value}
      onChange={onChange}
      tabs={labels.map((label, index) => ({
        value: index,
        label,
        id: `${idBase}-tab-${index}`,
        controls: `${idBase}-panel`,
      }))}
    />
  );
}
