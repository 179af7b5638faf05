import { SvgFrame } from '@/components/icons/Icon';

/**
 * The few icons the catalog's cards repeat, as plain SVG: MUI's SvgIcon is a styled component,
 * and a grid of cards rendered several per card (server and hydration). 24 x 24, currentColor.
 */
export function PlusIcon({ size }: { size?: number }) {
  return (
    <SvgFrame size={size ?? 20}>
      <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
    </SvgFrame>
  );
}

export function MinusIcon({ size }: { size?: number }) {
  return (
    <SvgFrame size={size ?? 20}>
      <path d="M5 11h14v2H5z" fill="currentColor" />
    </SvgFrame>
  );
}

/** A heart: filled when the item is in the wishlist, outlined when not (not colour alone). */
export function HeartIcon({ filled, size }: { filled: boolean; size?: number }) {
  return (
    <SvgFrame size={size ?? 20}>
      <path
        d="M12 20s-7.5-4.7-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.3 12 20 12 20z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </SvgFrame>
  );
}

export function TrashIcon({ size }: { size?: number }) {
  return (
    <SvgFrame size={size ?? 20}>
      <path
        d="M5 7h14M10 4h4M7 7l1 12.5h8L17 7M10.5 10.5v6M13.5 10.5v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgFrame>
  );
}
