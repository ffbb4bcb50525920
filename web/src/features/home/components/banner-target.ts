import type { Announcement } from '@plaza/contracts/content';

export type BannerTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;

/** Where a banner leads: only banners with a linkage type are clickable (docs/product/content.md#banners). */
export function getBannerTarget(banner: Announcement): BannerTarget {
  if (banner.linkageType === null) {
    return null;
  }
  const target = banner.linkageTarget ?? '';
  if (target.startsWith('/') && !target.startsWith('//')) {
    return { kind: 'internal', path: target };
  }
  if (/^https?:\/\//i.test(target)) {
    return { kind: 'external', url: target };
  }
  return banner.linkageType === 'PROMOTION' ? { kind: 'internal', path: '/promotions' } : null;
}
