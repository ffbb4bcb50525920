import type { ReactNode } from 'react';

import './state-message.css';

export interface StateMessageProps {
  icon?: ReactNode;
  title: string;
  text?: string;
  /** A button or link offered below the text (retry, customer service). */
  action?: ReactNode;
  /** `alert` for failures, so assistive technology announces them. */
  role?: 'status' | 'alert';
  isFullPage?: boolean;
}

/** An empty, error or information state: icon, title, text and an optional action. */
export function StateMessage({ icon, title, text, action, role, isFullPage = false }: StateMessageProps) {
  return (
    <div className={`state-message${isFullPage ? ' state-message--full-page' : ''}`} role={role}>
      {icon !== undefined ? <div className="state-message__icon">{icon}</div> : null}
      <p className="state-message__title">{title}</p>
      {text !== undefined ? <p className="state-message__text">{text}</p> : null}
      {action !== undefined ? <div className="state-message__action">{action}</div> : null}
    </div>
  );
}
