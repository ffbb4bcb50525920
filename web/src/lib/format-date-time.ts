function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Formats an ISO time from the wire as local `YYYY-MM-DD HH:mm:ss` (docs/product/wire.md#money-and-times
 * announcement time format). Text that is not a time is returned unchanged.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
