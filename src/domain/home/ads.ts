/**
 * Advertisement carousel rules (R-HOME-12):
 * - it autoplays; a video slide pauses the carousel and plays;
 * - when a video ends the carousel advances and resumes, playing the next slide if it is a video;
 * - only the first video among the first three slides starts by itself.
 */

export interface HomeAdvertisement {
  id: number;
  add_type: 'store_promotion' | 'video_promotion' | string;
  video_attachment_full_url?: string | null;
}

export const ADS_SPEED_MS = 500;
export const ADS_AUTOPLAY_MS = 4000;

export function isVideoAd(ad: HomeAdvertisement | undefined): boolean {
  return Boolean(ad && ad.add_type === 'video_promotion' && ad.video_attachment_full_url);
}

/** The slide whose video starts on its own: the first video of the first three, or -1. */
export function autoStartVideoIndex(ads: HomeAdvertisement[]): number {
  return ads.slice(0, 3).findIndex(isVideoAd);
}

/** Slides side by side: 3 wide, 2 on medium screens, 1 on small ones. */
export function adsSlidesToShow(width: 'small' | 'medium' | 'wide', count: number): number {
  const max = width === 'wide' ? 3 : width === 'medium' ? 2 : 1;
  return Math.max(1, Math.min(max, count));
}

/** The slide after `index` (wrapping round). */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/**
 * What the carousel does when slide `current` becomes active: a video slide pauses the autoplay
 * and plays; any other slide lets the autoplay run.
 */
export function onSlideActive(
  ads: HomeAdvertisement[],
  current: number,
): { autoplay: boolean; playVideo: number | null } {
  return isVideoAd(ads[current])
    ? { autoplay: false, playVideo: current }
    : { autoplay: true, playVideo: null };
}
