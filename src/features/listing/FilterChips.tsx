import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

interface Props<T extends string | number> {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of single-choice filter chips (a category or sub-category filter, a delivery type …). */
export function FilterChips<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: Props<T>) {
  if (options.length < 2) return null;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, mb: 2, scrollbarWidth: 'thin' }}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Chip
            key={String(option.value)}
            label={option.label}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            sx={{ flexShrink: 0, fontWeight: selected ? 700 : 500 }}
          />
        );
      })}
    </Box>
  );
}
