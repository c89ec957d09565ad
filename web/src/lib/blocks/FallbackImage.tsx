/**
 * A configured image that can never show as broken: the fallback (a drawn card) is painted first and the
 * image fades in over it once it has loaded; an image that fails is removed. Configured images live on
 * CDNs a parent's network may not reach, and doc 1 forbids broken images. Loaded lazily (the browser's own
 * `loading="lazy"`): pictures out of view — the carousel's other slides, the list further down — ask for
 * nothing while the first view loads (issue #30: ~30 picture requests were before the home's LCP).
 */
import { type ReactNode, useState } from 'react';
import './blocks.css';

export interface FallbackImageProps {
  src: string | null | undefined;
  /** Empty for decorative images (the surrounding control names the content). */
  alt?: string;
  fallback: ReactNode;
  className?: string;
  /**
   * The picture that is the screen's largest paint (the first banner): asked for at once and first, not
   * lazily — a lazy picture is only asked for after layout — and shown the moment it has loaded, without
   * the fade, which would wait for a script to hear of the load before painting it.
   */
  priority?: boolean;
}

export function FallbackImage({ src, alt = '', fallback, className, priority = false }: FallbackImageProps) {
  // Only a failure re-renders: the fade-in is the element's own class, set when it loads, so a picture
  // arriving costs no React commit (issue 40: on the home each picture's load was a commit of its own, some
  // of them before the first view). A new address is a new element (key), which starts faded out again.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={`wp-block-image${className ? ` ${className}` : ''}`}>
      {fallback}
      {src && failed !== src && (
        <img
          key={src}
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          className={`wp-block-image__img${priority ? ' wp-block-image__img--eager' : ''}`}
          onLoad={(event) => event.currentTarget.classList.add(LOADED)}
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}

const LOADED = 'wp-block-image__img--loaded';
