import { StrokeIcon } from './icons';
import type { IconProps } from './icons';

/** Icons of the money pages (balance, wallet, deposit, withdraw, records), drawn like those of icons.tsx. */

/** Refresh (circular arrow). */
export function RefreshIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </StrokeIcon>
  );
}

/** Wallet. */
export function WalletIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 7a2 2 0 0 1 2-2h11v4" />
      <rect x="3" y="8" width="18" height="12" rx="2" />
      <path d="M16 14h2" />
    </StrokeIcon>
  );
}

/** Money coming in (deposit). */
export function DepositIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3v12M7 10l5 5 5-5" />
      <path d="M4 19h16" />
    </StrokeIcon>
  );
}

/** Money going out (withdraw). */
export function WithdrawIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 15V3M7 8l5-5 5 5" />
      <path d="M4 19h16" />
    </StrokeIcon>
  );
}

/** A list of records (receipt). */
export function ReceiptIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </StrokeIcon>
  );
}

/** Profit and loss (chart). */
export function ChartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 20V4M4 20h16" />
      <path d="M8 16l4-5 3 3 5-6" />
    </StrokeIcon>
  );
}

/** Bonus (gift ribbon). */
export function BonusIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="9" width="18" height="12" rx="1" />
      <path d="M12 9v12M3 13h18" />
      <path d="M12 9c-2-4-6-4-6-1.5S10 9 12 9c2 0 6 0 6-1.5S14 5 12 9" />
    </StrokeIcon>
  );
}

/** Bank (building with columns). */
export function BankIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 9l9-5 9 5M4 9h16" />
      <path d="M6 9v9M10 9v9M14 9v9M18 9v9M3 20h18" />
    </StrokeIcon>
  );
}

/** Done (check mark). */
export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </StrokeIcon>
  );
}

/** Upload (an arrow into a tray). */
export function UploadIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </StrokeIcon>
  );
}

/** Locked (padlock). */
export function LockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </StrokeIcon>
  );
}
