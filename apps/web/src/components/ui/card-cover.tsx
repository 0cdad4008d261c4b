import type { ReactNode } from 'react';

/**
 * The 16:9 picture at the top of a card: the image (lazy, sized so nothing shifts), or a themed
 * icon when there is none. The parent link carries `group` for the hover zoom.
 */
export function CardCover({ src, fallback, fallbackClassName = 'text-primary' }: { src: string | null; fallback: ReactNode; fallbackClassName?: string }) {
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
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <div className={`flex h-full items-center justify-center ${fallbackClassName}`}>{fallback}</div>
      )}
    </div>
  );
}
