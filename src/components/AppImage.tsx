import Image, { type ImageProps } from 'next/image';
import { bypassesOptimizer } from './imageOptimizer';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'fetchPriority'> & {
  /**
   * Above the fold: loaded at once rather than lazily, without a preload (Next 16's `priority` is
   * deprecated, and a preload per card made a dozen images compete with the page's one hero).
   */
  priority?: boolean;
  /**
   * The page's largest image (its Largest Contentful Paint): preloaded from the document head and
   * fetched at high priority. One per page.
   */
  hero?: boolean;
};

/**
 * next/image with explicit sizes everywhere. SVGs (the demo catalogue's images) and the built-in
 * API's uploads (members' photos) are served as they are (bypassesOptimizer says why).
 */
export function AppImage({ src, alt, unoptimized, priority, hero, loading, ...props }: Props) {
  return (
    <Image
      src={src}
      alt={alt}
      unoptimized={unoptimized ?? bypassesOptimizer(src)}
      loading={hero || priority ? 'eager' : loading}
      {...(hero ? { preload: true, fetchPriority: 'high' as const } : {})}
      {...props}
    />
  );
}
