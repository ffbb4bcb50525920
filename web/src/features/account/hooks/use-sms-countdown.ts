import { SMS_REQUEST_INTERVAL_MS } from '@plaza/contracts/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * The SMS countdown (docs/product/accounts.md#login-by-sms): after a code is sent the button stays disabled for
 * expiredMinutes × 60 s and shows the seconds left; `canRequest` also refuses a second request within one second.
 */
export function useSmsCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const lastRequest = useRef(0);

  useEffect(() => {
    if (endsAt === null) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    secondsLeft,
    /** Whether a request may go out now (no countdown running, none in the last second); marks it sent. */
    claimRequest: (): boolean => {
      const current = Date.now();
      if (secondsLeft > 0 || current - lastRequest.current < SMS_REQUEST_INTERVAL_MS) {
        return false;
      }
      lastRequest.current = current;
      return true;
    },
    start: (expiredMinutes: number) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + expiredMinutes * 60 * 1000);
    },
  };
}
