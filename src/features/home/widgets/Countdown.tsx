import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import { countdownParts, twoDigits } from '@/domain/home/countdown';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The flash-sale countdown (client only: it depends on the visitor's clock). The boxes keep their
 * size while the time ticks, so nothing moves.
 */
function Countdown({ end }: { end: string }) {
  const { t } = useTranslation('home');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(end, now);
  const boxes = [
    { value: parts.days, label: t('Days') },
    { value: parts.hours, label: t('Hours') },
    { value: parts.minutes, label: t('Mins') },
    { value: parts.seconds, label: t('Secs') },
  ];
  return (
    <Box
      role="timer"
      aria-label={t('Ends in {{days}} days {{hours}} hours {{minutes}} minutes', {
        days: parts.days,
        hours: parts.hours,
        minutes: parts.minutes,
      })}
      sx={{ display: 'flex', gap: 1, direction: 'ltr' }}
    >
      {boxes.map((box) => (
        <Box
          key={box.label}
          aria-hidden
          sx={{
            width: 52,
            height: 52,
            borderRadius: 1.5,
            bgcolor: 'background.paper',
            color: 'text.primary',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography component="span" sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.1 }}>
            {twoDigits(box.value)}
          </Typography>
          <Typography component="span" sx={{ fontSize: 11 }}>
            {box.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default withMuiScope(Countdown);
