/** Parcel home rules (R-HOME-19). */

export interface ParcelVideo {
  banner_type?: string | null;
  banner_video?: string | null;
  banner_video_full_url?: string | null;
  banner_video_content_full_url?: string | null;
  banner_image_full_url?: string | null;
  banner_contents?: { label?: string; description?: string; key?: string; value?: string }[];
}

/** Why-choose carousel: 8 items. */
export const WHY_CHOOSE_LIMIT = 8;
/** The section shows up to three step label and description pairs. */
export const PARCEL_STEP_LIMIT = 3;

/** Up to three non-empty steps, in order; label/description or key/value pairs. */
export function parcelSteps(video: ParcelVideo): { label: string; description: string }[] {
  const list = Array.isArray(video.banner_contents) ? video.banner_contents : [];
  return list
    .map((entry) => ({
      label: (entry.label ?? entry.key ?? '').trim(),
      description: (entry.description ?? entry.value ?? '').trim(),
    }))
    .filter((step) => step.label || step.description)
    .slice(0, PARCEL_STEP_LIMIT);
}

const MEDIA_FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)(\?|#|$)/i;
const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp|avif)(\?|#|$)/i;

export type ParcelMedia =
  | { kind: 'video'; src: string; poster: string | null }
  | { kind: 'image'; src: string }
  | { kind: 'none' };

/**
 * What the section shows: banner_type video plays the banner video, video_content the uploaded
 * video content, image the banner image. A "video" that is not a playable file falls back to the
 * image (a poster), never to a broken player.
 */
export function videoSource(video: ParcelVideo): ParcelMedia {
  const image = video.banner_image_full_url ?? null;
  const poster =
    video.banner_video_content_full_url && IMAGE_FILE.test(video.banner_video_content_full_url)
      ? video.banner_video_content_full_url
      : image;
  const candidates =
    video.banner_type === 'video'
      ? [video.banner_video_full_url, video.banner_video]
      : video.banner_type === 'video_content'
        ? [video.banner_video_content_full_url]
        : [];
  const playable = candidates.find((url) => typeof url === 'string' && MEDIA_FILE.test(url));
  if (playable) return { kind: 'video', src: playable, poster };
  const still = image ?? poster;
  return still ? { kind: 'image', src: still } : { kind: 'none' };
}
