import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {guideDate, serviceConstants, siteLinks, type ServiceConstants, type SiteConstants} from '@site/src/site';

/**
 * The product constants as resolved at build time (see src/site.ts), with the links built from
 * them, the release and the day it came out (D.M.YYYY), and the services this build talks to
 * (search, analytics) for the legal pages.
 */
export function useSite(): {site: SiteConstants; links: ReturnType<typeof siteLinks>; version: string; releaseDate: string; services: ServiceConstants} {
  const {customFields} = useDocusaurusContext().siteConfig;
  const site = customFields!.site as SiteConstants;
  return {
    site,
    links: siteLinks(site),
    version: customFields!.version as string,
    releaseDate: guideDate(customFields!.releaseDate as string),
    services: serviceConstants(customFields),
  };
}
