import { useState, type ReactNode, type SyntheticEvent } from 'react';

/**
 * How a picture fills a 16:9 frame: cropped to fill it, or shown whole when it is much taller than
 * 16:9 (a square goal tile, a portrait upload), which cropping would cut in half.
 */
export function useFramedPicture() {
  const [whole, setWhole] = useState(false);
  return {
    fit: whole ? 'object-contain' : 'object-cover',
    onLoad: (event: SyntheticEvent<HTMLImageElement>) => setWhole(event.currentTarget.naturalWidth < event.currentTarget.naturalHeight * 1.4),
  };
}

/**
 * The 16:9 picture at the top of a card: the image (lazy, sized so nothing shifts), or a themed
 * icon when there is none, framed as `useFramedPicture` says. The parent link carries `group` for the hover zoom.
 */
export function CardCover({ src, fallback, fallbackClassName = 'text-primary' }: { src: string | null; fallback: ReactNode; fallbackClassName?: string }) {
  const { fit, onLoad } = useFramedPicture();
  return (
    <div className="aspect-video overflow-hidden bg-primary-light">
      {src ? (
        <img
          src={src}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          decoding="async"
          onLoad={onLoad}
          className={`h-full w-full ${fit} transition-transform duration-300 group-hover:scale-[1.03]`}
        />
      ) : (
        <div className={`flex h-full items-center justify-center ${fallbackClassName}`}>{fallback}</div>
      )}
    </div>
  );
}
