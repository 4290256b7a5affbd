import type {ReactNode} from 'react';
import {useSite} from '@site/src/hooks/useSite';
import type {SiteConstants} from '@site/src/site';

type Props = {
  /** Which constant to show. */
  name: keyof SiteConstants | 'version';
  /** Render e-mail and URL constants as links. */
  link?: boolean;
};

/** Shows one product constant in Markdown pages, e.g. `<SiteConstant name="companyName" />`. */
export default function SiteConstant({name, link = false}: Props): ReactNode {
  const {site, links, version} = useSite();
  const value = name === 'version' ? version : site[name];
  if (!link) {
    return value;
  }
  if (name === 'supportEmail') {
    return <a href={links.mailto}>{value}</a>;
  }
  if (name === 'whatsappNumber') {
    return <a href={links.whatsapp}>WhatsApp</a>;
  }
  return <a href={value}>{value}</a>;
}
