/** A message's time: the hour today, else the date (in the page's language). */
export function chatTime(timestamp: string | null | undefined, locale: string, now = new Date()) {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/** A day separator's label. */
export function chatDay(day: string, locale: string, todayLabel: string, now = new Date()) {
  const date = new Date(`${day}T12:00:00`);
  if (Number.isNaN(date.getTime())) return day;
  if (date.toDateString() === now.toDateString()) return todayLabel;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
