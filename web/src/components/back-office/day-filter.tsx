/** A list's day filter as the browser's date input holds it (YYYY-MM-DD, the operator's own days). */
export interface DayFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The instant a day of the operator's calendar starts at (`addDays` later), as the operator API's `from` and `to`
 * take it; an empty day is no bound. A list filtered from one day to another sends `to` as the next day's start.
 */
export const toDayInstant = (day: string, addDays = 0) =>
  day === '' ? undefined : new Date(Date.parse(`${day}T00:00:00`) + addDays * 86_400_000).toISOString();

/** One end of a list's day range, beside its other filters. */
export function DayFilter({ label, value, onChange }: DayFilterProps) {
  return (
    <label className="list-screen__sort">
      <span>{label}</span>
      <input
        type="date"
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
