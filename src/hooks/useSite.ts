import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteLinks, type SiteConstants} from '@site/src/site';

/** The product constants as resolved at build time (see src/site.ts), with the links built from them. */
export function useSite(): {site: SiteConstants; links: ReturnType<typeof siteLinks>; version: string} {
  const {customFields} = useDocusaurusContext().siteConfig;
  const site = customFields!.site as SiteConstants;
  return {site, links: siteLinks(site), version: customFields!.version as string};
}
