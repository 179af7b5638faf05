import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Icon, PathIcon } from '@/components/icons/Icon';
import { ARROW_BACK } from '@/components/icons/material/ArrowBack';
import { ARROW_FORWARD } from '@/components/icons/material/ArrowForward';
import { CHEVRON_RIGHT } from '@/components/icons/material/ChevronRight';
import { DELIVERY_DINING_OUTLINED } from '@/components/icons/material/DeliveryDiningOutlined';
import { LOCAL_SHIPPING_OUTLINED } from '@/components/icons/material/LocalShippingOutlined';
import { LOGOUT } from '@/components/icons/material/Logout';
import { STOREFRONT_OUTLINED } from '@/components/icons/material/StorefrontOutlined';
import { isMirroredIcon, isMirroredPath, MIRRORED_ICONS } from '@/components/icons/mirror';
import { ICON_PATHS } from '@/components/icons/paths';

describe('icons that show a direction of travel', () => {
  it('are the truck, the scooter and the carts', () => {
    expect([...MIRRORED_ICONS].sort()).toEqual(
      ['cart', 'deliveryDining', 'removeShoppingCart', 'shipping'].sort(),
    );
    for (const name of MIRRORED_ICONS) expect(isMirroredIcon(name)).toBe(true);
  });

  it('leave the chevrons alone: their callers pick left or right by the page direction', () => {
    expect(isMirroredIcon('chevronLeft')).toBe(false);
    expect(isMirroredIcon('chevronRight')).toBe(false);
    expect(isMirroredIcon('expandMore')).toBe(false);
  });

  it('are recognised by their path data too (the material/ modules)', () => {
    expect(isMirroredPath(LOCAL_SHIPPING_OUTLINED)).toBe(true);
    expect(isMirroredPath(DELIVERY_DINING_OUTLINED)).toBe(true);
    expect(isMirroredPath(ICON_PATHS.cart)).toBe(true);
    expect(isMirroredPath(LOGOUT)).toBe(true);
    expect(isMirroredPath(STOREFRONT_OUTLINED)).toBe(false);
    // Their callers wrap the arrows in an element that mirrors them: mirroring twice would undo it.
    for (const arrow of [ARROW_BACK, ARROW_FORWARD, CHEVRON_RIGHT]) {
      expect(isMirroredPath(arrow)).toBe(false);
    }
  });

  it('carry the class that mirrors them in a right-to-left page', () => {
    const { container } = render(
      <>
        <Icon name="shipping" />
        <Icon name="chevronLeft" />
        <PathIcon d={DELIVERY_DINING_OUTLINED} />
        <PathIcon d={ARROW_BACK} />
      </>,
    );
    const classes = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    expect(classes).toEqual(['mirrored', null, 'mirrored', null]);
    const css = readFileSync(
      path.join(__dirname, '../../src/components/icons/icon.module.css'),
      'utf8',
    );
    expect(css).toMatch(/:global\(\[dir='rtl'\]\) \.mirrored \{\s*transform: scaleX\(-1\);/);
  });
});
