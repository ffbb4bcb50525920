import { useEffect, useState } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Whether the page runs as the installed app (standalone display, or iOS's home-screen mode). */
function isRunningInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * The browser's own install prompt where it offers one (Chromium on Android and desktop): `install` is set once
 * the browser fired `beforeinstallprompt`; `isInstalled` once the app is installed or runs installed.
 */
export function useInstallPrompt(): { install: (() => void) | null; isInstalled: boolean } {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [isInstalled, setIsInstalled] = useState(isRunningInstalled);

  useEffect(() => {
    const onPrompt = (prompt: Event) => {
      prompt.preventDefault();
      setEvent(prompt as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setIsInstalled(true);
      setEvent(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install =
    event === null
      ? null
      : () => {
          void event.prompt().then(() => setEvent(null));
        };
  return { install, isInstalled };
}
