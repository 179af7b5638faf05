import {
  IMAGE_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  profileImageError,
} from '@/domain/validation/image';

describe('profileImageError', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.gif', 'image/gif'],
    ['PHOTO.PNG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(profileImageError({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ['photo.webp', 'image/webp'],
    ['notes.pdf', 'application/pdf'],
    ['photo.svg', 'image/svg+xml'],
    ['photo.bmp', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(profileImageError({ name, type, size: 1000 })).toBe(IMAGE_MESSAGES.type);
  });

  it('allows exactly 2 MB and refuses anything larger', () => {
    const file = { name: 'a.png', type: 'image/png' };
    expect(profileImageError({ ...file, size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
    expect(profileImageError({ ...file, size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      IMAGE_MESSAGES.size,
    );
  });
});
