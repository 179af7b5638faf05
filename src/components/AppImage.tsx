import Image, { type ImageProps } from 'next/image';

/**
 * next/image with explicit sizes everywhere. SVGs (the demo catalogue's images) are served as they
 * are: the optimiser has nothing to do for them.
 */
export function AppImage({ src, alt, unoptimized, ...props }: ImageProps) {
  const isSvg = typeof src === 'string' && /\.svg(\?|$)/i.test(src);
  return <Image src={src} alt={alt} unoptimized={unoptimized ?? isSvg} {...props} />;
}
