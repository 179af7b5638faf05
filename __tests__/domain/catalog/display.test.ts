import {
  availabilityWindow,
  deliveryTimeParts,
  formatDistance,
  formatRating,
  formatTime12,
  isHtml,
  metaDescription,
  plainText,
  storeDisplayName,
  truncateText,
} from '@/domain/catalog/display';

describe('formatDistance (metres in, km out; R-ITEM-9)', () => {
  it('shows 0 as "0 km"', () => {
    expect(formatDistance(0, 2)).toBe('0 km');
    expect(formatDistance('0', 2)).toBe('0 km');
  });

  it('shows kilometres with the configured decimals', () => {
    expect(formatDistance(1534.2, 2)).toBe('1.53 km');
    expect(formatDistance(1534.2, 1)).toBe('1.5 km');
    expect(formatDistance(250, 0)).toBe('0 km');
    expect(formatDistance(1_000_000, 2)).toBe('1000.00 km');
  });

  it('shows more than 1000 km as "1k+ km"', () => {
    expect(formatDistance(1_000_001, 2)).toBe('1k+ km');
    expect(formatDistance(3_818_548.34, 2)).toBe('1k+ km');
  });

  it('is null without a usable value', () => {
    expect(formatDistance(null, 2)).toBeNull();
    expect(formatDistance(undefined, 2)).toBeNull();
    expect(formatDistance('', 2)).toBeNull();
    expect(formatDistance('far', 2)).toBeNull();
  });
});

describe('formatRating', () => {
  it('uses the configured decimals and stays within 0-5', () => {
    expect(formatRating(4.456, 2)).toBe('4.46');
    expect(formatRating(4.456, 1)).toBe('4.5');
    expect(formatRating(7, 1)).toBe('5.0');
    expect(formatRating(null, 2)).toBe('0.00');
    expect(formatRating('3.25', 2)).toBe('3.25');
  });
});

describe('storeDisplayName (R-STORE-2)', () => {
  const long = 'Pharmacie Centrale du Maarif Casablanca';
  it('trims names over 25 characters outside food', () => {
    expect(storeDisplayName(long, 'pharmacy')).toBe('Pharmacie Centrale du Maa...');
    expect(storeDisplayName(long, null)).toBe('Pharmacie Centrale du Maa...');
  });

  it('keeps food names and short names whole', () => {
    expect(storeDisplayName(long, 'food')).toBe(long);
    expect(storeDisplayName('A'.repeat(25), 'grocery')).toBe('A'.repeat(25));
  });

  it('counts characters, not UTF-16 units', () => {
    const arabic = 'صيدلية'.repeat(5);
    expect(Array.from(storeDisplayName(arabic, 'pharmacy'))).toHaveLength(28);
  });
});

describe('truncateText (Read more at 70 characters)', () => {
  it('leaves short texts alone', () => {
    expect(truncateText('a'.repeat(70))).toEqual({ text: 'a'.repeat(70), truncated: false });
  });

  it('cuts at 70 characters with an ellipsis', () => {
    const text = `${'word '.repeat(20)}end`;
    const result = truncateText(text);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${text.slice(0, 70).trimEnd()}...`);
  });

  it('takes another limit', () => {
    expect(truncateText('abcdef', 3)).toEqual({ text: 'abc...', truncated: true });
  });
});

describe('isHtml / plainText / metaDescription', () => {
  it('tells HTML from plain text', () => {
    expect(isHtml('<p>Fresh</p>')).toBe(true);
    expect(isHtml('Line<br/>break')).toBe(true);
    expect(isHtml('5 < 6 and 7 > 3')).toBe(false);
    expect(isHtml(null)).toBe(false);
  });

  it('strips tags, scripts and entities', () => {
    expect(plainText('<p>Fresh &amp; <b>crisp</b></p><script>x()</script>&#39;ok&#x21;')).toBe(
      "Fresh & crisp 'ok!",
    );
    expect(plainText(undefined)).toBe('');
  });

  it('cuts meta descriptions at a word', () => {
    const text = 'alpha beta gamma delta epsilon';
    expect(metaDescription(text, 100)).toBe(text);
    expect(metaDescription(text, 20)).toBe('alpha beta gamma…');
  });
});

describe('formatTime12 / availabilityWindow', () => {
  it('shows HH:mm[:ss] in 12-hour time', () => {
    expect(formatTime12('06:00:00')).toBe('06:00 AM');
    expect(formatTime12('10:59')).toBe('10:59 AM');
    expect(formatTime12('00:15')).toBe('12:15 AM');
    expect(formatTime12('12:00:00')).toBe('12:00 PM');
    expect(formatTime12('23:59:59')).toBe('11:59 PM');
    expect(formatTime12('24:00')).toBeNull();
    expect(formatTime12('soon')).toBeNull();
  });

  it('gives the window, or null for the whole day or missing times', () => {
    expect(availabilityWindow('06:00:00', '10:59:00')).toEqual({
      start: '06:00 AM',
      end: '10:59 AM',
    });
    expect(availabilityWindow('00:00:00', '23:59:59')).toBeNull();
    expect(availabilityWindow('00:00', '23:59')).toBeNull();
    expect(availabilityWindow(null, '10:00')).toBeNull();
  });
});

describe('deliveryTimeParts', () => {
  it.each([
    ['20-30 min', { range: '20-30', unit: 'min' }],
    ['30 - 45 mins', { range: '30-45', unit: 'min' }],
    ['1-2 hours', { range: '1-2', unit: 'hours' }],
    ['2 Days', { range: '2', unit: 'days' }],
  ])('reads %s', (text, parts) => {
    expect(deliveryTimeParts(text)).toEqual(parts);
  });

  it('leaves any other text alone', () => {
    expect(deliveryTimeParts('soon')).toBeNull();
    expect(deliveryTimeParts('20-30')).toBeNull();
  });
});
