import type { ReactNode } from 'react';

/** A phone screen with one control drawn on it: the picture of an install step (docs/product/download.md). */
function PhonePicture({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg
      className="install-guide__picture"
      viewBox="0 0 64 96"
      width="64"
      height="96"
      role="img"
      aria-label={label}
    >
      <rect
        x="2"
        y="2"
        width="60"
        height="92"
        rx="10"
        fill="var(--color-surface-sunken)"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect x="24" y="6" width="16" height="3" rx="1.5" fill="currentColor" opacity="0.4" />
      <g
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </g>
    </svg>
  );
}

/** Safari's share button. */
export function ShareStepPicture({ label }: { label: string }) {
  return (
    <PhonePicture label={label}>
      <path d="M32 62V40M25 47l7-7 7 7" />
      <path d="M24 54h-4v20h24V54h-4" />
    </PhonePicture>
  );
}

/** "Add to Home Screen": a square with a plus. */
export function AddStepPicture({ label }: { label: string }) {
  return (
    <PhonePicture label={label}>
      <rect x="20" y="40" width="24" height="24" rx="5" />
      <path d="M32 46v12M26 52h12" />
    </PhonePicture>
  );
}

/** The browser's menu: three dots. */
export function MenuStepPicture({ label }: { label: string }) {
  return (
    <PhonePicture label={label}>
      <path d="M32 40v0M32 52v0M32 64v0" strokeWidth="6" />
    </PhonePicture>
  );
}

/** The app on the home screen. */
export function HomeScreenStepPicture({ label }: { label: string }) {
  return (
    <PhonePicture label={label}>
      <rect x="14" y="22" width="14" height="14" rx="3" opacity="0.4" />
      <rect x="36" y="22" width="14" height="14" rx="3" opacity="0.4" />
      <rect x="14" y="44" width="14" height="14" rx="3" opacity="0.4" />
      <rect x="36" y="44" width="14" height="14" rx="3" fill="var(--color-accent)" />
    </PhonePicture>
  );
}

/** Settings: a gear, where iOS installs a downloaded profile. */
export function SettingsStepPicture({ label }: { label: string }) {
  return (
    <PhonePicture label={label}>
      <circle cx="32" cy="52" r="6" />
      <path d="M32 36v5M32 63v5M16 52h5M43 52h5M21 41l3.5 3.5M39.5 59.5L43 63M21 63l3.5-3.5M39.5 44.5L43 41" />
    </PhonePicture>
  );
}

/** A download arrow. */
export function DownloadStepPicture({ label }: { label: string }) {
  return (
    <PhonePicture label={label}>
      <path d="M32 36v24M24 52l8 8 8-8M20 68h24" />
    </PhonePicture>
  );
}
