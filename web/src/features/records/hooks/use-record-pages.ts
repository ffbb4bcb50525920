import { useState } from 'react';

import { presetRange } from '../../../lib/date-range';
import type { DateRange } from '../../../lib/date-range';

/**
 * A record page's date range (the last 7 days at first) and its page of the list; a new range or filter starts
 * again on page 1.
 */
export function useRecordPages() {
  const [range, setRange] = useState<DateRange>(() => presetRange('last7Days'));
  const [pageNum, setPageNum] = useState(1);
  return {
    range,
    pageNum,
    setPageNum,
    /** Back to page 1, after a filter changed. */
    restart: () => setPageNum(1),
    changeRange: (next: DateRange) => {
      setRange(next);
      setPageNum(1);
    },
  };
}
