/**
 * The config's activity image with its size fixed (no layout jump) and a drawn fallback when the address
 * is missing or fails to load, so a parent never sees a broken image.
 */
import { useState } from 'react';

export interface ActivityImageProps {
  src: string | null | undefined;
  alt: string;
  title: string;
}

export function ActivityImage({ src, alt, title }: ActivityImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        className="wp-fresh__image"
        src={src}
        alt={alt}
        width={686}
        height={320}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <div className="wp-fresh__image wp-fresh__image--drawn" aria-hidden="true">
      <svg viewBox="0 0 343 160" width="343" height="160" aria-hidden="true" focusable="false">
        <circle cx="300" cy="30" r="40" fill="#fff" opacity="0.25" />
        <circle cx="30" cy="140" r="30" fill="#fff" opacity="0.2" />
        <path d="M236 130a40 40 0 0180 0z" fill="#fff" opacity="0.9" />
        <rect x="250" y="70" width="52" height="44" rx="12" fill="#fff" />
        <rect x="262" y="88" width="28" height="16" rx="5" fill="#ffd166" />
        <path d="M266 70a10 10 0 0120 0" stroke="#fff" strokeWidth="5" fill="none" />
        <text x="24" y="72" fill="#fff" fontSize="26" fontWeight="700">
          {title}
        </text>
        <rect x="24" y="90" width="120" height="10" rx="5" fill="#fff" opacity="0.6" />
        <rect x="24" y="110" width="80" height="10" rx="5" fill="#fff" opacity="0.4" />
      </svg>
    </div>
  );
}
