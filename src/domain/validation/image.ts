/** Profile photo rules (R-ACCOUNT-2): jpg, png, jpeg or gif, at most 2 MB. */

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PROFILE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
/** For the file input's `accept` attribute. */
export const PROFILE_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

export const IMAGE_MESSAGES = {
  type: 'Only jpg, png, jpeg and gif images are allowed',
  size: 'The image must not be larger than 2 MB',
} as const;

/** The message key for a file the profile form cannot take, or null when it is fine. */
export function profileImageError(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  // Some systems report no MIME type; then the extension decides.
  if (file.type ? !typeOk : !extensionOk) return IMAGE_MESSAGES.type;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return IMAGE_MESSAGES.size;
  return null;
}
