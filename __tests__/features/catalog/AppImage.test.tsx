import { render, screen } from '@testing-library/react';
import { AppImage } from '@/components/AppImage';

const SRC = 'https://shop.example/demo/store/cover.png';

describe('AppImage', () => {
  it('loads an ordinary image lazily, at the default priority', () => {
    render(<AppImage src={SRC} alt="cover" width={200} height={100} />);
    const image = screen.getByAltText('cover');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads an above-the-fold image at once, without raising its priority', () => {
    render(<AppImage src={SRC} alt="cover" width={200} height={100} priority />);
    const image = screen.getByAltText('cover');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the hero image at once and at high priority', () => {
    render(<AppImage src={SRC} alt="cover" width={200} height={100} hero />);
    const image = screen.getByAltText('cover');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('serves a member’s uploaded photo as it is, whatever address the shop runs on', () => {
    const photo =
      'http://localhost:3000/api/v1/uploads/profile/0123456789abcdef0123456789abcdef.jpg';
    render(<AppImage src={photo} alt="me" width={34} height={34} sizes="34px" />);
    expect(screen.getByAltText('me')).toHaveAttribute('src', photo);
  });

  it('serves SVGs as they are', () => {
    render(<AppImage src="/demo/logo.svg" alt="logo" width={36} height={36} />);
    expect(screen.getByAltText('logo')).toHaveAttribute('src', '/demo/logo.svg');
  });
});
