import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LazyImage } from '../../components/lazy-image';
import { getHelpCategoryId, useHelpCenter } from '../../features/help/api/get-help-center';
import { useVendorLanes } from '../../lib/api/get-vendor-lanes';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import { buildImageUrl } from '../../lib/image-url';
import { SocialLinks } from './social-links';

/**
 * The footer (docs/product/site.md#routes-and-screens): vendor logos, the help menu (links into /help), social
 * links, the age notice with the configured age, the licence line and the copyright.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { brandName, logoUrl, imageCDN, ageLimit, licence, copyrightYear } = useWhitelabel();
  const lanes = useVendorLanes();
  const helpCenter = useHelpCenter();
  const vendors = [
    ...new Map(
      (lanes.data ?? []).flatMap((lane) => lane.cards).map((vendor) => [vendor.vendorCode, vendor]),
    ).values(),
  ];
  const helpCategories = helpCenter.data?.categories ?? [];

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {vendors.length > 0 ? (
          <section className="site-footer__vendors" aria-label={t('footer.vendors')}>
            <ul>
              {vendors.map((vendor) => (
                <li key={vendor.vendorCode}>
                  <LazyImage
                    src={buildImageUrl(imageCDN, vendor.logoUrl)}
                    alt={vendor.accountTypeName}
                    width={120}
                    height={40}
                    hideOnError
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="site-footer__columns">
          <div className="site-footer__brand">
            <img src={buildImageUrl(imageCDN, logoUrl)} alt={brandName} width={140} height={36} />
            <p>{t('footer.tagline')}</p>
          </div>
          <nav className="site-footer__help" aria-labelledby="footer-help-title">
            <h2 id="footer-help-title" className="site-footer__heading">
              {t('footer.help')}
            </h2>
            <ul>
              {helpCategories.length === 0 ? (
                <li>
                  <Link to="/help">{t('pageTitle.help')}</Link>
                </li>
              ) : (
                helpCategories.map((category, index) => (
                  <li key={category.category}>
                    <Link to={`/help#${getHelpCategoryId(index)}`}>{category.category}</Link>
                  </li>
                ))
              )}
            </ul>
          </nav>
          <div className="site-footer__follow">
            <h2 className="site-footer__heading">{t('footer.followUs')}</h2>
            <SocialLinks />
          </div>
        </div>
        <div className="site-footer__legal">
          <span className="site-footer__age" aria-hidden="true">
            {ageLimit}+
          </span>
          <div>
            <p>{t('footer.ageNotice', { age: ageLimit })}</p>
            <p>{t('footer.licence', { brand: brandName, licence })}</p>
            <p>{t('footer.copyright', { year: copyrightYear, brand: brandName })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
