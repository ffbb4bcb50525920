import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronRightIcon } from '../../../components/icons';

export interface BreadcrumbItem {
  label: string;
  /** The address of the step; the last step (the page shown) has none. */
  to?: string;
}

/** The way down the tree to the team shown, each step but the last a link back up. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation();
  return (
    <nav className="agent-breadcrumb" aria-label={t('agentCenter.breadcrumb')}>
      <ol>
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            <li>
              {item.to !== undefined && index < items.length - 1 ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current="page">{item.label}</span>
              )}
            </li>
            {index < items.length - 1 ? (
              <li aria-hidden="true" className="agent-breadcrumb__separator">
                <ChevronRightIcon />
              </li>
            ) : null}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
