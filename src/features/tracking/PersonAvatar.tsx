import { useState, type ReactNode } from 'react';
import { AppImage } from '@/components/AppImage';
import { SvgFrame } from '@/components/icons/Icon';
import ui from '@/components/ui/ui.module.css';

/** MUI Avatar's fallback person glyph. */
const PERSON =
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z';

/**
 * MUI's Avatar as a plain element (ui.module.css `avatar`): the photo when there is one and it
 * loads, else `children` (an initial), else a person glyph. Decorative (alt ""): the name is
 * written beside it.
 */
export function PersonAvatar({
  src,
  size = 40,
  children,
}: {
  src?: string | null;
  size?: number;
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span className={ui.avatar} style={{ width: size, height: size }} aria-hidden>
      {showImage ? (
        <AppImage
          src={src ?? ''}
          alt=""
          width={size}
          height={size}
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        (children ?? (
          <SvgFrame size="75%">
            <path d={PERSON} fill="currentColor" />
          </SvgFrame>
        ))
      )}
    </span>
  );
}
