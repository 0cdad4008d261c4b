import { useState, type ReactNode } from 'react';

/**
 * The 16:9 picture at the top of a card: the image (lazy, sized so nothing shifts), or a themed
 * icon when there is none. A picture much taller than 16:9 (a square goal tile, a portrait upload)
 * is shown whole rather than cropped. The parent link carries `group` for the hover zoom.
 */
export function CardCover({ src, fallback, fallbackClassName = 'text-primary' }: { src: string | null; fallback: ReactNode; fallbackClassName?: string }) {
  const [whole, setWhole] = useState(false);
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
          onLoad={(event) => setWhole(event.currentTarget.naturalWidth < event.currentTarget.naturalHeight * 1.4)}
          className={`h-full w-full ${whole ? 'object-contain' : 'object-cover'} transition-transform duration-300 group-hover:scale-[1.03]`}
        />
      ) : (
        <div className={`flex h-full items-center justify-center ${fallbackClassName}`}>{fallback}</div>
      )}
    </div>
  );
}
