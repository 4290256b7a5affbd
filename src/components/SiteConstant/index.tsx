import type {ReactNode} from 'react';
import {useSite} from '@site/src/hooks/useSite';
import {siteConstantText, type ServiceConstants, type SiteConstants} from '@site/src/site';

type Props = {
  /** Which constant to show; `phone` is the WhatsApp number as a phone number (050-123-4567). */
  name: keyof SiteConstants | keyof ServiceConstants | 'version' | 'releaseDate' | 'accessibilityCheckDate' | 'accessibilityCheckVersion' | 'phone';
  /** Render e-mail and URL constants as links. */
  link?: boolean;
};

/** Constants written left to right (addresses, numbers): isolated so that Hebrew text around them keeps its order. */
const leftToRight = new Set<Props['name']>([
  'siteUrl',
  'marketingUrl',
  'repoUrl',
  'cancellationUrl',
  'productAccessibilityUrl',
  'searchHost',
  'supportEmail',
  'privacyEmail',
  'companyId',
  'whatsappNumber',
  'version',
  'releaseDate',
  'accessibilityCheckDate',
  'accessibilityCheckVersion',
  'phone',
]);

/** Shows one product constant in Markdown pages, e.g. `<SiteConstant name="companyName" />`. */
export default function SiteConstant({name, link = false}: Props): ReactNode {
  const {site, links, version, services} = useSite();
  const value = siteConstantText(name, {...site, ...services, version}) ?? '';
  const text = leftToRight.has(name) ? <bdi dir="ltr">{value}</bdi> : value;
  if (!link) {
    return text;
  }
  if (name === 'supportEmail') {
    return <a href={links.mailto}>{text}</a>;
  }
  if (name === 'privacyEmail') {
    return <a href={links.privacyMailto}>{text}</a>;
  }
  if (name === 'phone') {
    return <a href={links.tel}>{text}</a>;
  }
  if (name === 'whatsappNumber') {
    return <a href={links.whatsapp}>WhatsApp</a>;
  }
  return <a href={value}>{text}</a>;
}
