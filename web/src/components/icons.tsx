import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/** The outline every icon of the site is drawn in: 24-unit box, 2-unit round strokes, hidden from readers. */
export function StrokeIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={['icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function FillIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={['icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Hamburger menu. */
export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

/** Close (×). */
export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

/** Light theme. */
export function SunIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </StrokeIcon>
  );
}

/** Dark theme. */
export function MoonIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </StrokeIcon>
  );
}

/** Previous. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 18l-6-6 6-6" />
    </StrokeIcon>
  );
}

/** Next. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 18l6-6-6-6" />
    </StrokeIcon>
  );
}

/** Expand. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}

/** Pause autoplay. */
export function PauseIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
    </FillIcon>
  );
}

/** Resume autoplay. */
export function PlayIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M7 4l13 8-13 8z" />
    </FillIcon>
  );
}

/** Language. */
export function GlobeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </StrokeIcon>
  );
}

/** Promotions. */
export function GiftIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
    </StrokeIcon>
  );
}

/** Customer service. */
export function HeadsetIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 14v-2a9 9 0 0 1 18 0v2M21 16a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM3 16a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2zM18 18a4 4 0 0 1-4 3h-2" />
    </StrokeIcon>
  );
}

/** Live chat. */
export function ChatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </StrokeIcon>
  );
}

/** Facebook. */
export function FacebookIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
    </FillIcon>
  );
}

/** Google (its G). */
export function GoogleIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14zM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.4 3-4.1 5.6-4.1z" />
    </FillIcon>
  );
}

/** Instagram. */
export function InstagramIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </StrokeIcon>
  );
}

/** Telegram. */
export function TelegramIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M21.5 3.6L2.9 10.8c-1.2.5-1.2 1.3 0 1.6l4.7 1.5 1.8 5.6c.2.6.5.7 1 .3l2.6-2.1 4.9 3.6c.9.5 1.5.2 1.7-.8l3.2-15.1c.3-1.3-.5-1.9-1.3-1.8zM9.7 14.3l-.4 4-1.5-4.9 10.9-6.9z" />
    </FillIcon>
  );
}

/** Android app. */
export function AndroidIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M6 9h12v8a1 1 0 0 1-1 1h-1v3h-2v-3h-4v3H8v-3H7a1 1 0 0 1-1-1zM4 9h1v7H4a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zm16 0a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-1V9zM6.2 8a5.9 5.9 0 0 1 3-4.4L8.4 2.3l.6-.3.8 1.3a6 6 0 0 1 4.4 0l.8-1.3.6.3-.8 1.3a5.9 5.9 0 0 1 3 4.4zM10 5.5a.6.6 0 1 0 0 1.2.6.6 0 0 0 0-1.2zm4 0a.6.6 0 1 0 0 1.2.6.6 0 0 0 0-1.2z" />
    </FillIcon>
  );
}

/** iOS app. */
export function AppleIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8a4.8 4.8 0 0 0-4 2.5c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10 10 0 0 0 1.3-2.8 4.3 4.3 0 0 1-2.5-3.8zM14 5.5A4.3 4.3 0 0 0 15 2.3a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3.1A3.6 3.6 0 0 0 14 5.5z" />
    </FillIcon>
  );
}

/** Download. */
export function DownloadIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
    </StrokeIcon>
  );
}

/** Home. */
export function HomeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5" />
    </StrokeIcon>
  );
}

/** Casino (slots). */
export function DiceIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <circle cx="8.5" cy="8.5" r="1" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1" fill="currentColor" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </StrokeIcon>
  );
}

/** Live casino. */
export function LiveIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="M16 10l6-3v10l-6-3z" />
    </StrokeIcon>
  );
}

/** Sports. */
export function BallIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5L7 18.5M8 10L3.5 8.5" />
    </StrokeIcon>
  );
}

/** E-sports. */
export function GamepadIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6L14 15h-4l-1 .6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3" />
      <circle cx="16" cy="11.5" r="0.5" fill="currentColor" />
      <circle cx="18" cy="13.5" r="0.5" fill="currentColor" />
    </StrokeIcon>
  );
}

/** Fishing games. */
export function FishIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2 12s4-6 11-6c4 0 7 3 9 6-2 3-5 6-9 6-7 0-11-6-11-6zM2 12l-0.5-4M2 12l-0.5 4" />
      <circle cx="16" cy="11" r="1" fill="currentColor" />
    </StrokeIcon>
  );
}

/** Card games. */
export function CardsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="11" height="16" rx="2" />
      <path d="M17 4l3.5 1a2 2 0 0 1 1.4 2.5L19 18" />
      <path d="M8.5 10l2 3-2 3-2-3z" />
    </StrokeIcon>
  );
}

/** Lottery. */
export function TicketIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
      <path d="M14 6v12" strokeDasharray="2 2" />
    </StrokeIcon>
  );
}

/** Cockfight. */
export function TrophyIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
    </StrokeIcon>
  );
}

/** Notices. */
export function MegaphoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1zM18 8a5 5 0 0 1 0 8" />
    </StrokeIcon>
  );
}

/** An image that could not be loaded: a game controller in a frame. */
export function ImageFallbackIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M8 12h4M10 10v4" />
      <circle cx="15.5" cy="11" r="0.75" fill="currentColor" />
      <circle cx="16.5" cy="13.5" r="0.75" fill="currentColor" />
    </StrokeIcon>
  );
}

/** Maintenance. */
export function WrenchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13a6 6 0 0 1-7.8 1.6l-6.5 6.5a2 2 0 0 1-2.8-2.8l6.5-6.5A6 6 0 0 1 12 4l1.7 1.3z" />
    </StrokeIcon>
  );
}

/** Access restricted. */
export function ShieldIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </StrokeIcon>
  );
}

/** Something went wrong. */
export function AlertIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5v.5" />
    </StrokeIcon>
  );
}

/** Points mall. */
export function StarIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
    </StrokeIcon>
  );
}

/** Help. */
export function HelpIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5" />
    </StrokeIcon>
  );
}

/** Search (magnifying glass). */
export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </StrokeIcon>
  );
}

/** Recently played (clock). */
export function ClockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </StrokeIcon>
  );
}

/** Hot (flame). */
export function FlameIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.7 2.3-4.8.2 1.6.9 2.6 2 3.1C11 8.8 11 6 12 3z" />
    </StrokeIcon>
  );
}

/** Money going up the tree (transfer to upline). */
export function UplineIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M12 21V10M8 14l4-4 4 4" />
    </StrokeIcon>
  );
}

/** A padlock: my account, the security center. */
export function LockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </StrokeIcon>
  );
}

/** A person: the profile. */
export function UserIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </StrokeIcon>
  );
}
