import type { Resource } from '@plaza/contracts/system';
import type { ReactNode } from 'react';

import { FacebookIcon, InstagramIcon, TelegramIcon } from '../../components/icons';
import { useWhitelabel } from '../../lib/api/get-whitelabel';

const SOCIAL_ICONS: Partial<Record<Resource['resourceType'], ReactNode>> = {
  FACEBOOK: <FacebookIcon />,
  INSTAGRAM: <InstagramIcon />,
  TELEGRAM: <TelegramIcon />,
  'TELEGRAM-1': <TelegramIcon />,
};

/** The brand's social links (resources FACEBOOK, INSTAGRAM, TELEGRAM), each opening in a new tab. */
export function SocialLinks({ className }: { className?: string }) {
  const { resources } = useWhitelabel();
  const links = resources.filter((resource) => SOCIAL_ICONS[resource.resourceType] !== undefined);
  if (links.length === 0) {
    return null;
  }
  return (
    <ul className={['social-links', className].filter(Boolean).join(' ')}>
      {links.map((resource) => (
        <li key={`${resource.resourceType}-${resource.url}`}>
          <a
            className="social-links__link"
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={resource.labelNameEn}
            title={resource.labelNameEn}
          >
            {SOCIAL_ICONS[resource.resourceType]}
          </a>
        </li>
      ))}
    </ul>
  );
}
