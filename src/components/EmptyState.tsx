import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The shared no-items state: an icon, a title, a line of text and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 3 }}>
      {icon ? (
        <Box aria-hidden sx={{ color: 'text.secondary', mb: 2, '& svg': { fontSize: 56 } }}>
          {icon}
        </Box>
      ) : null}
      <Typography variant="h4" component="p" gutterBottom>
        {title}
      </Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
          {text}
        </Typography>
      ) : null}
      {action}
    </Box>
  );
}
