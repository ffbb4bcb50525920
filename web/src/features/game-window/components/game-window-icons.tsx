import { StrokeIcon } from '../../../components/icons';
import type { IconProps } from '../../../components/icons';

/** Provably fair: a shield with a tick. */
export function FairnessIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </StrokeIcon>
  );
}

/** Back to the site. */
export function BackIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 18l-6-6 6-6" />
    </StrokeIcon>
  );
}

/** Refresh the balance. */
export function RefreshIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20 11a8 8 0 0 0-14.9-3.9M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.9 3.9M20 20v-4h-4" />
    </StrokeIcon>
  );
}
