import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../components/icons';
import { StateMessage } from '../components/state-message';

/** Shown when a page fails while rendering: the site offers a reload instead of a blank screen. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <StateMessage
      isFullPage
      role="alert"
      icon={<AlertIcon />}
      title={t('errors.unexpectedTitle')}
      text={t('errors.unexpectedText')}
      action={
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      }
    />
  );
}

interface RouteErrorBoundaryProps {
  /** The address's path: a page that failed is tried again once the visitor goes elsewhere. */
  pathname: string;
  children: ReactNode;
}

/**
 * The error screen in place of the page when it fails while rendering, until the address changes (what a data
 * router's errorElement did: docs/decisions/049-home-page-first-screen.md).
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { hasError: boolean; pathname: string }
> {
  constructor(props: RouteErrorBoundaryProps) {
    super(props);
    this.state = { hasError: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: { hasError: boolean; pathname: string },
  ): { hasError: boolean; pathname: string } | null {
    return props.pathname === state.pathname ? null : { hasError: false, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteErrorScreen /> : this.props.children;
  }
}
