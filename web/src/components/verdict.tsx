import { StrokeIcon } from './icons';
import type { IconProps } from './icons';
import './verdict.css';

/** A match (verification passed). */
function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </StrokeIcon>
  );
}

/** A mismatch. */
function CrossIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

/** One check of a verification: a tick and what matched, or a cross and what did not. */
export function Verdict({ isMatch, text }: { isMatch: boolean; text: string }) {
  return (
    <p className={`verdict verdict--${isMatch ? 'match' : 'mismatch'}`}>
      {isMatch ? <CheckIcon /> : <CrossIcon />}
      <span>{text}</span>
    </p>
  );
}
