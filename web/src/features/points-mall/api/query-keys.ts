/** The root of every points query: a redemption or a conversion refetches them all. */
export const POINTS_QUERY_ROOT = 'points';
