import type {ReactNode} from 'react';
import {useSite} from '@site/src/hooks/useSite';
import type {SiteConstants} from '@site/src/site';

type Props = {
  /** Which constant to show. */
  name: keyof SiteConstants | 'version';
  /** Render e-mail and URL constants as links. */
  link?: boolean;
};

/** Constants written left to right (addresses, numbers): isolated so that Hebrew text around them keeps its order. */
const leftToRight = new Set<Props['name']>(['siteUrl', 'marketingUrl', 'repoUrl', 'supportEmail', 'whatsappNumber', 'version']);

/** Shows one product constant in Markdown pages, e.g. `<SiteConstant name="companyName" />`. */
export default function SiteConstant({name, link = false}: Props): ReactNode {
  const {site, links, version} = useSite();
  const value = name === 'version' ? version : site[name];
  const text = leftToRight.has(name) ? <bdi dir="ltr">{value}</bdi> : value;
  if (!link) {
    return text;
  }
  if (name === 'supportEmail') {
    return <a href={links.mailto}>{text}</a>;
  }
  if (name === 'whatsappNumber') {
    return <a href={links.whatsapp}>WhatsApp</a>;
  }
  return <a href={value}>{text}</a>;
}
