import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

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
    <Tabs
      value={value}
      onChange={(_, next: number) => onChange(next)}
      variant="scrollable"
      scrollButtons={false}
      aria-label={ariaLabel}
      sx={{
        mb: 2,
        minHeight: 40,
        '& .MuiTab-root': { minHeight: 40, textTransform: 'none', fontWeight: 600 },
      }}
    >
      {labels.map((label, index) => (
        <Tab
          key={`${label}-${index}`}
          label={label}
          id={`${idBase}-tab-${index}`}
          aria-controls={`${idBase}-panel`}
        />
      ))}
    </Tabs>
  );
}
