import { DELIVERY_DINING_OUTLINED } from './material/DeliveryDiningOutlined';
import { LOCAL_SHIPPING_OUTLINED } from './material/LocalShippingOutlined';
import { LOGOUT } from './material/Logout';
import { SEND } from './material/Send';
import { ICON_PATHS, type IconName } from './paths';

/**
 * Icons that show a direction of travel (a truck or a scooter driving, a cart pushed forward): in a
 * right-to-left page they face the other way, as Material's bidirectionality guidelines ask. Not the
 * chevrons: their callers choose left or right by the page direction already.
 */
export const MIRRORED_ICONS: ReadonlySet<IconName> = new Set<IconName>([
  'shipping',
  'deliveryDining',
  'cart',
  'removeShoppingCart',
]);

/**
 * The same glyphs as path data (`material/` modules drawn by `PathIcon`), and Logout's arrow out of
 * the door. The forward and back arrows are not here: their callers put them in a wrapper that
 * mirrors them.
 */
const MIRRORED_PATHS: ReadonlySet<string> = new Set([
  ...Array.from(MIRRORED_ICONS, (name) => ICON_PATHS[name]),
  LOCAL_SHIPPING_OUTLINED,
  DELIVERY_DINING_OUTLINED,
  LOGOUT,
  SEND,
]);

/** Whether the shell icon `name` faces the reading direction (mirrored in Arabic). */
export function isMirroredIcon(name: IconName): boolean {
  return MIRRORED_ICONS.has(name);
}

/** Whether the icon drawn by path data `d` faces the reading direction (mirrored in Arabic). */
export function isMirroredPath(d: string): boolean {
  return MIRRORED_PATHS.has(d);
}
