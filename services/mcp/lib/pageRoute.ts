import {GuideError} from './guideError';

/** A C0 control character or DEL (NUL included): never part of a route or a query. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The longest route or URL taken; the guide's are under 100 characters. */
export const maxRouteLength = 512;

/**
 * The route a caller means by `input`: a route (`/intro`, `intro`, `/release-notes/version 1.2.0`,
 * percent-encoded or not, with `.md`, a trailing slash, a #heading or ?query) or a full URL of the
 * guide's own site. It is only looked up in the guide's list, never used as a path; what cannot be
 * a route (another site, `..`, a backslash, a control character, a broken %-escape) is refused
 * with the reason.
 */
export function pageRoute(input: string, siteOrigin: string): string {
  if (input.length > maxRouteLength) throw new GuideError(`A route is at most ${maxRouteLength} characters`);
  if (hasControlCharacter(input)) throw new GuideError('A route has no control characters');
  let pathPart = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathPart)) {
    let url: URL;
    try {
      url = new URL(pathPart);
    } catch {
      throw new GuideError(`${JSON.stringify(input)} is not a valid URL`);
    }
    if (url.origin !== siteOrigin) throw new GuideError(`${url.origin} is not this guide's site (${siteOrigin})`);
    pathPart = url.pathname;
  } else {
    pathPart = pathPart.replace(/[?#].*$/s, '');
  }
  let route: string;
  try {
    route = decodeURIComponent(pathPart);
  } catch {
    throw new GuideError(`${JSON.stringify(input)} has a broken %-escape`);
  }
  if (hasControlCharacter(route) || route.includes('\\')) throw new GuideError('A route has no control characters or backslashes');
  if (route.split('/').some((segment) => segment === '..' || segment === '.')) throw new GuideError('A route has no "." or ".." segments');
  route = `/${route.replace(/^\/+/, '')}`.replace(/\.md$/, '').replace(/(.)\/+$/, '$1');
  return route;
}
