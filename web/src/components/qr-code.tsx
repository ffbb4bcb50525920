import { QR_CODE } from '@plaza/contracts/constants';
import { useEffect, useState } from 'react';

import './qr-code.css';

async function renderQrCode(value: string): Promise<string> {
  // Loaded on demand: the encoder is only needed once a download panel is opened.
  const { toDataURL } = await import('qrcode');
  return toDataURL(value, {
    width: QR_CODE.siteSize,
    margin: QR_CODE.siteMargin,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/**
 * Whether the element has come near the screen once (always, where the browser cannot tell): the encoder loads only
 * for a code someone may see. (The side menu's and right bar's codes, on every page, are drawn by the server instead:
 * app-downloads.tsx.)
 */
function useHasBeenNearScreen(element: Element | null): boolean {
  const [isNear, setIsNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (isNear || element === null) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear]);
  return isNear;
}

/** A 100 px QR code without margin for `value` (docs/product/site.md#business-constants). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [image, setImage] = useState<{ value: string; url: string } | null>(null);
  const [placeholder, setPlaceholder] = useState<HTMLSpanElement | null>(null);
  const isNearScreen = useHasBeenNearScreen(placeholder);

  useEffect(() => {
    if (!isNearScreen) {
      return undefined;
    }
    let isCurrent = true;
    renderQrCode(value)
      .then((url) => {
        if (isCurrent) {
          setImage({ value, url });
        }
      })
      .catch(() => {
        // An address too long to encode leaves the placeholder; the link beside it still works.
      });
    return () => {
      isCurrent = false;
    };
  }, [value, isNearScreen]);

  if (image?.value !== value) {
    return <span ref={setPlaceholder} className="qr-code qr-code--pending" role="img" aria-label={label} />;
  }
  return (
    <img className="qr-code" src={image.url} alt={label} width={QR_CODE.siteSize} height={QR_CODE.siteSize} />
  );
}
