/** Every query of the agent center starts with this key, so a transfer or a new downline refreshes them all. */
export const AGENT_QUERY_ROOT = 'agentCenter';
export const AGENT_PAGE_SIZE = 20;

/** Query-string fields from a filter: numbers as text, empty and absent fields left out. */
export function toSearchParams(fields: Record<string, string | number | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') {
      params[name] = String(value);
    }
  }
  return params;
}
