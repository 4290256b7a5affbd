import type {ReactNode} from 'react';
import {useSite} from '@site/src/hooks/useSite';

/**
 * The providers that process data for the company (SITE_SUBPROCESSORS, src/site.ts
 * readSubprocessors), as the terms of the system publish them: one item each, with what it does,
 * which data reaches it and where. In a demo build these are the example providers, and the page's
 * demo notice says its details are examples.
 */
export default function Subprocessors(): ReactNode {
  const {subprocessors} = useSite();
  return (
    <ul data-subprocessors="" className="not-indexed">
      {subprocessors.map(({name, service, data, country}) => (
        <li key={name}>
          <strong>
            <bdi>{name}</bdi>
          </strong>{' '}
          ({country}) – {service}. המידע שמגיע אליו: {data}.
        </li>
      ))}
    </ul>
  );
}
