import { CUSTOMER_SERVICE_WINDOW } from '@plaza/contracts/constants';

/** Opens a customer service contact in its own 440x750 window (docs/product/site.md#routes-and-screens). */
export function openServiceWindow(url: string, name: string): void {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  window.open(url, name, `width=${width},height=${height}`);
}
