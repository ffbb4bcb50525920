import { useSearchParams } from 'react-router';

/**
 * A list's search, filters, sort and page kept in the address (so a reload, a bookmark or the back button shows
 * the same list). Changing anything but the page goes back to the first page.
 */
export function useListParams<Key extends string>() {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const get = (key: Key): string => params.get(key) ?? '';
  const set = (changes: Partial<Record<Key | 'page', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === undefined || (key === 'page' && value === '1')) {
        next.delete(key);
      } else {
        next.set(key, String(value));
      }
    }
    if (!('page' in changes)) {
      next.delete('page');
    }
    setParams(next);
  };
  return { get, pageNum, set };
}

/** The non-empty entries of a list's query, as the API client sends them. */
export function compactQuery(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}
