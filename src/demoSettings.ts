import {siteEnvVars, subprocessorsEnvVar, type SiteConstants} from './site';

/**
 * The Hebrew name of each setting a demo build may still show a placeholder for (src/site.ts
 * placeholderSettings), as the demo notice and the footer line name them: only the settings that
 * are placeholders, so that an operator's real details are never called examples.
 */
const settingNames: Record<keyof SiteConstants, string> = {
  productName: 'שם המוצר',
  companyName: 'שם החברה',
  siteUrl: 'כתובת האתר',
  marketingUrl: 'כתובת האתר הראשי של החברה',
  supportEmail: 'כתובת הדואר האלקטרוני של התמיכה',
  address: 'הכתובת של החברה',
  whatsappNumber: 'מספר הטלפון וה-WhatsApp',
  accessibilityCoordinator: 'שם רכז הנגישות',
  repoUrl: 'כתובת מאגר הקוד',
  privacyOfficer: 'שם הממונה על הגנת הפרטיות',
  privacyEmail: 'כתובת הדואר האלקטרוני לענייני פרטיות',
  companyId: 'מספר החברה',
  cancellationUrl: 'הכתובת לביטול עסקה',
  productAccessibilityUrl: 'הכתובת של הצהרת הנגישות של המערכת',
};

/** Setting variable -> its Hebrew name. */
export const demoSettingNames: Readonly<Record<string, string>> = {
  ...Object.fromEntries((Object.keys(siteEnvVars) as (keyof SiteConstants)[]).map((key) => [siteEnvVars[key], settingNames[key]])),
  [subprocessorsEnvVar]: 'רשימת ספקי המשנה',
};

/** The placeholder settings in words: "שם החברה, מספר החברה ורשימת ספקי המשנה". */
export function demoSettingsText(variables: readonly string[]): string {
  const names = variables.map((variable) => demoSettingNames[variable] ?? variable);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ו${names.at(-1)!}`;
}
