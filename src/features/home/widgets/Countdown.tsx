import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import { countdownParts, twoDigits } from '@/domain/home/countdown';
import styles from './countdown.module.css';

/**
 * The flash-sale countdown (client only: it depends on the visitor's clock). The boxes keep their
 * size while the time ticks, so nothing moves.
 */
export default function Countdown({ end }: { end: string }) {
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
    <div
      role="timer"
      aria-label={t('Ends in {{days}} days {{hours}} hours {{minutes}} minutes', {
        days: parts.days,
        hours: parts.hours,
        minutes: parts.minutes,
      })}
      className={styles.timer}
    >
      {boxes.map((box) => (
        <div key={box.label} aria-hidden className={styles.box}>
          <span className={styles.value}>{twoDigits(box.value)}</span>
          <span className={styles.label}>{box.label}</span>
        </div>
      ))}
    </div>
  );
}
