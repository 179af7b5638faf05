import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import type { ReactNode } from 'react';

/** A titled home section; `action` is the View all link in the title row. */
export function HomeSection({
  id,
  title,
  subtitle,
  action,
  children,
  sx,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: { href: string; label: string };
  children: ReactNode;
  sx?: object;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      data-section={id}
      sx={{ py: { xs: 2, md: 3 }, ...sx }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={`${id}-title`}
            variant="h2"
            sx={{ fontSize: { xs: '1.2rem', md: '1.45rem' } }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action ? (
          <Button component={NextLink} href={action.href} size="small" sx={{ flexShrink: 0 }}>
            {action.label}
          </Button>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}
