import { parcelSteps, videoSource } from '@/domain/home/parcel';

describe('parcelSteps', () => {
  it('keeps up to three label/description (or key/value) pairs', () => {
    expect(
      parcelSteps({
        banner_contents: [
          { key: 'Book', value: 'Enter addresses' },
          { label: 'Hand over', description: 'Courier arrives' },
          { label: '', description: '' },
          { label: 'Track', description: 'Live' },
          { label: 'Extra', description: 'Dropped' },
        ],
      }),
    ).toEqual([
      { label: 'Book', description: 'Enter addresses' },
      { label: 'Hand over', description: 'Courier arrives' },
      { label: 'Track', description: 'Live' },
    ]);
    expect(parcelSteps({})).toEqual([]);
  });
});

describe('videoSource', () => {
  it('plays a video file for the video types, shows the image otherwise', () => {
    expect(
      videoSource({
        banner_type: 'video_content',
        banner_video_content_full_url: '/a.mp4',
        banner_image_full_url: '/i.png',
      }),
    ).toEqual({ kind: 'video', src: '/a.mp4', poster: '/i.png' });
    expect(videoSource({ banner_type: 'video', banner_video: 'https://x.test/v.webm' })).toEqual({
      kind: 'video',
      src: 'https://x.test/v.webm',
      poster: null,
    });
    expect(videoSource({ banner_type: 'image', banner_image_full_url: '/i.svg' })).toEqual({
      kind: 'image',
      src: '/i.svg',
    });
    expect(
      videoSource({
        banner_type: 'video',
        banner_video: 'https://youtube.com/watch?v=1',
        banner_image_full_url: '/i.svg',
      }),
    ).toEqual({ kind: 'image', src: '/i.svg' });
    expect(videoSource({ banner_type: 'image' })).toEqual({ kind: 'none' });
  });
});
