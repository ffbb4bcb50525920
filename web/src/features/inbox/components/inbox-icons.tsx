import { StrokeIcon } from '../../../components/icons';
import type { IconProps } from '../../../components/icons';

/** Platform messages (an envelope). */
export function MailIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </StrokeIcon>
  );
}
