import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {guideDate, serviceConstants, siteLinks, type ServiceConstants, type SiteConstants, type Subprocessor} from '@site/src/site';

/**
 * The product constants as resolved at build time (see src/site.ts), with the links built from
 * them, the release and the day it came out (D.M.YYYY), and the services this build talks to
 * (search, analytics) for the legal pages, and whether this is a demo build.
 */
export function useSite(): {
  site: SiteConstants;
  links: ReturnType<typeof siteLinks>;
  version: string;
  releaseDate: string;
  services: ServiceConstants;
  /** The providers that process data for the company (SITE_SUBPROCESSORS), as the terms of the system list them. */
  subprocessors: readonly Subprocessor[];
  /** A demo build: some SITE_* settings still show a placeholder (src/site.ts placeholderSettings), and the pages say so. */
  demo: boolean;
  /** In a demo build, the settings that still show a placeholder (their variables), which the pages name. */
  demoPlaceholders: readonly string[];
} {
  const {customFields} = useDocusaurusContext().siteConfig;
  const site = customFields!.site as SiteConstants;
  return {
    site,
    links: siteLinks(site),
    version: customFields!.version as string,
    releaseDate: guideDate(customFields!.releaseDate as string),
    services: serviceConstants(customFields),
    subprocessors: customFields!.subprocessors as Subprocessor[],
    demo: Boolean((customFields!.demo as {placeholders?: string[]} | null | undefined)?.placeholders?.length),
    demoPlaceholders: (customFields!.demo as {placeholders?: string[]} | null | undefined)?.placeholders ?? [],
  };
}
