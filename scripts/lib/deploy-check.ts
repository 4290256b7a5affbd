import {defaultSite, placeholderKeys, readSite, siteEnvVars, type SiteConstants} from '../../src/site.ts';

/** A setting that would ship a placeholder: the variable to set and the value the build would show. */
export type Placeholder = {variable: string; value: string};

/** Addresses, domains and numbers that are reserved for examples or are the defaults' own. */
const placeholderPatterns: RegExp[] = [/\bexample\.(com|org|net)\b/i, /^9725?0{7,}$/];

/**
 * The settings a deployment built from `env` would show with a placeholder: the default of each
 * constant that stands in for the operator's value (src/site.ts `placeholderKeys`), or any value
 * at an example domain. readSite's own checks (a malformed URL, e-mail or number) throw first.
 */
export function placeholderSettings(env: Record<string, string | undefined>): Placeholder[] {
  const site = readSite(env);
  const keys = Object.keys(siteEnvVars) as (keyof SiteConstants)[];
  return keys
    .filter((key) => (placeholderKeys.includes(key) && site[key] === defaultSite[key]) || placeholderPatterns.some((pattern) => pattern.test(site[key])))
    .map((key) => ({variable: siteEnvVars[key], value: site[key]}));
}
