import { SCREEN_LOAD_TIMEOUT_MS } from '@plaza/contracts/constants';
import { Component, lazy, Suspense, useState } from 'react';
import type { ComponentType, ErrorInfo, JSX, LazyExoticComponent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../components/icons';
import { loadAllMessages } from '../i18n/i18n';
import { LoadingIndicator } from '../components/loading-indicator';
import { StateMessage } from '../components/state-message';

/** A screen chunk that did not arrive within SCREEN_LOAD_TIMEOUT_MS. */
export class ScreenLoadTimeoutError extends Error {
  constructor() {
    super('screen load timeout');
    this.name = 'ScreenLoadTimeoutError';
  }
}

/** Rejects with ScreenLoadTimeoutError when `promise` takes longer than `timeoutMs`. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeoutError()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function LoadFailedScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateMessage
      role="alert"
      icon={<AlertIcon />}
      title={t('errors.loadFailedTitle')}
      text={error instanceof ScreenLoadTimeoutError ? t('errors.loadTimeout') : t('errors.loadFailed')}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

function ScreenLoading() {
  const { t } = useTranslation();
  return <LoadingIndicator label={t('common.loading')} />;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class ScreenBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed to load', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) {
      return <LoadFailedScreen error={this.state.error} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}

/**
 * A screen loaded on demand (docs/product/site.md#routes-and-screens): a spinner (or the `fallback` given, such as
 * placeholders in the shape of what comes) while its chunk loads, and after a failure or the 120 s timeout a
 * load-failed screen whose retry loads the chunk again. The messages the first load leaves out come with it,
 * unless `hasFirstMessagesOnly` says the screen reads only those (the home page's rows: decision 058).
 */
export function createLazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: { fallback?: ReactNode; hasFirstMessagesOnly?: boolean } = {},
): (props: Props) => JSX.Element {
  const loadWithMessages = () =>
    options.hasFirstMessagesOnly === true
      ? load()
      : Promise.all([load(), loadAllMessages()]).then(([component]) => component);
  const loadWithTimeout = () =>
    withTimeout(
      loadWithMessages().then((component) => ({ default: component })),
      SCREEN_LOAD_TIMEOUT_MS,
    );
  let Screen: LazyExoticComponent<ComponentType<Props>> = lazy(loadWithTimeout);

  return function LazyScreen(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      // React.lazy keeps a failed load; a retry needs a fresh lazy component.
      Screen = lazy(loadWithTimeout);
      setAttempt((count) => count + 1);
    };
    return (
      <ScreenBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={options.fallback ?? <ScreenLoading />}>
          <Screen {...props} />
        </Suspense>
      </ScreenBoundary>
    );
  };
}
