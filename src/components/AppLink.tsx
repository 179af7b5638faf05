import NextLink from 'next/link';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches a page on hover or touch instead of whenever the link scrolls into
 * view. In the pages router a viewport prefetch also runs the target page's code once the browser
 * is idle: a page full of item, store and footer links would evaluate a dozen other pages right
 * after load, in long tasks that delay the visitor's first taps. Pass `prefetch` to opt back in.
 */
export default function AppLink({ prefetch = false, ...props }: Props) {
  return <NextLink prefetch={prefetch} {...props} />;
}
