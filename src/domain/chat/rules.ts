/**
 * Chat rules shared by the composer and the built-in API (R-CHAT-3): what a message may carry.
 */

/** At most this many images per message. */
export const CHAT_MAX_IMAGES = 3;
/** Each image at most 2 MB, like the other uploads of the shop. */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** For the file input's `accept` attribute. */
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_TYPES.join(',');
/** Longest text a message may have. */
export const CHAT_MAX_TEXT = 1000;

export const CHAT_MESSAGES = {
  empty: 'Write a message or add an image',
  type: 'Only images can be sent',
  tooMany: 'You can send at most 3 images at once',
  size: 'Each image must be at most 2 MB',
  tooLong: 'The message must be at most 1000 characters',
} as const;

export type ChatDraftError = (typeof CHAT_MESSAGES)[keyof typeof CHAT_MESSAGES];

export interface ChatFile {
  name: string;
  type: string;
  size: number;
}

/** Whether a file is an image the chat takes (MIME type, or the extension when there is none). */
export function isChatImage(file: ChatFile): boolean {
  const type = file.type.toLowerCase();
  if (type) return (CHAT_IMAGE_TYPES as readonly string[]).includes(type);
  return /\.(jpe?g|png|gif|webp)$/i.test(file.name);
}

/** The first problem of a file list, or null. */
export function chatFilesError(files: readonly ChatFile[]): ChatDraftError | null {
  if (files.length > CHAT_MAX_IMAGES) return CHAT_MESSAGES.tooMany;
  if (files.some((file) => !isChatImage(file))) return CHAT_MESSAGES.type;
  if (files.some((file) => file.size > CHAT_IMAGE_MAX_BYTES)) return CHAT_MESSAGES.size;
  return null;
}

/** The first problem of a message about to be sent, or null when it can go. */
export function chatDraftError(text: string, files: readonly ChatFile[]): ChatDraftError | null {
  if (!text.trim() && files.length === 0) return CHAT_MESSAGES.empty;
  if (text.length > CHAT_MAX_TEXT) return CHAT_MESSAGES.tooLong;
  return chatFilesError(files);
}
