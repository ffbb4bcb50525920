/** The colour of each avatar the server offers (avatar-1 … avatar-8), drawn here (docs/product/my-account.md). */
const AVATAR_HUES: Record<string, number> = {
  'avatar-1': 210,
  'avatar-2': 150,
  'avatar-3': 30,
  'avatar-4': 280,
  'avatar-5': 350,
  'avatar-6': 190,
  'avatar-7': 50,
  'avatar-8': 100,
};

/** A member's avatar: a person's outline on the chosen colour, or on grey when none is chosen. */
export function Avatar({ icon, size = 56 }: { icon: string | null; size?: number }) {
  const hue = icon === null ? undefined : AVATAR_HUES[icon];
  const background = hue === undefined ? 'var(--color-surface-sunken)' : `hsl(${hue} 65% 45%)`;
  return (
    <svg className="my-account-avatar" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill={background} />
      <circle cx="24" cy="19" r="8" fill="#ffffff" fillOpacity="0.9" />
      <path d="M9 41c2.5-8 8.5-12 15-12s12.5 4 15 12" fill="#ffffff" fillOpacity="0.9" />
    </svg>
  );
}
