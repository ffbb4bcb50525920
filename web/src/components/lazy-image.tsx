import { LAZY_IMAGE } from '@plaza/contracts/constants';
import { useEffect, useRef, useState } from 'react';

import { ImageFallbackIcon } from './icons';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Loads at once (the first banner) instead of waiting to come into view. */
  isEager?: boolean;
  /** A broken image disappears (vendor logos) instead of showing the fallback icon. */
  hideOnError?: boolean;
}

function canObserve(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}

/**
 * An image that loads once a tenth of it is in view, retries once, and then shows a fallback icon or hides
 * itself (docs/product/site.md#business-constants, "Images").
 */
export function LazyImage({
  src,
  alt,
  className,
  width,
  height,
  isEager = false,
  hideOnError = false,
}: LazyImageProps) {
  const [isInView, setIsInView] = useState(() => isEager || !canObserve());
  const [failures, setFailures] = useState(0);
  const [shownSrc, setShownSrc] = useState(src);
  const placeholderRef = useRef<HTMLSpanElement>(null);

  // A new address starts over: earlier failures belonged to the old one.
  if (shownSrc !== src) {
    setShownSrc(src);
    setFailures(0);
  }

  useEffect(() => {
    const element = placeholderRef.current;
    if (isInView || element === null) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsInView(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE.threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isInView]);

  const classes = ['lazy-image', className].filter(Boolean).join(' ');
  const aspectRatio = width !== undefined && height !== undefined ? `${width} / ${height}` : undefined;

  if (failures > LAZY_IMAGE.retries) {
    if (hideOnError) {
      return null;
    }
    return (
      <span className={`${classes} lazy-image--fallback`} role="img" aria-label={alt} style={{ aspectRatio }}>
        <ImageFallbackIcon />
      </span>
    );
  }
  if (!isInView) {
    return <span ref={placeholderRef} className={`${classes} lazy-image--waiting`} style={{ aspectRatio }} />;
  }
  return (
    <img
      // A new element per attempt makes the browser request the image again.
      key={failures}
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      fetchPriority={isEager ? 'high' : undefined}
      onError={() => setFailures((count) => count + 1)}
    />
  );
}
