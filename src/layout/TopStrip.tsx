import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { DeliveryLocation } from './DeliveryLocation';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';

/** The strip above the desktop header: delivery location, theme, language and country. */
export function TopStrip() {
  return (
    <Box
      sx={(theme) => ({
        bgcolor: 'grey.100',
        borderBottom: 1,
        borderColor: 'divider',
        display: { xs: 'none', lg: 'block' },
        ...theme.applyStyles('dark', { bgcolor: 'background.default' }),
      })}
    >
      <Container maxWidth="xl">
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}
        >
          <DeliveryLocation />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ThemeToggle />
            <LanguageMenu />
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
