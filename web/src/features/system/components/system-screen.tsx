import type { CustomerServiceContact } from '@plaza/contracts/system';
import { useEffect } from 'react';
import type { ReactNode } from 'react';

import { CustomerServiceButton } from '../../../components/customer-service-button';
import './system-screen.css';

export interface SystemScreenProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  logoUrl?: string;
  brandName?: string;
  contacts: readonly CustomerServiceContact[];
}

/** The frame of the full-page status screens: brand, icon, title, text and the customer service button. */
export function SystemScreen({ icon, title, children, logoUrl, brandName, contacts }: SystemScreenProps) {
  useEffect(() => {
    document.title = brandName === undefined ? title : `${brandName} - ${title}`;
  }, [brandName, title]);

  return (
    <main className="system-screen">
      <div className="system-screen__card">
        {logoUrl !== undefined && brandName !== undefined ? (
          <img className="system-screen__logo" src={logoUrl} alt={brandName} width={160} height={40} />
        ) : null}
        <div className="system-screen__icon">{icon}</div>
        <h1 className="system-screen__title">{title}</h1>
        <div className="system-screen__text">{children}</div>
        <CustomerServiceButton contacts={contacts} />
      </div>
    </main>
  );
}
