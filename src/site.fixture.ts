/**
 * A company's own settings, every one valid (the company number's check digit holds) and none a
 * placeholder: what an operator sets for a deployment. The tests of placeholderSettings and of
 * `npm run build:release` start from it.
 */
export const operatorSettings: Readonly<Record<string, string>> = {
  SITE_URL: 'https://docs.company.co.il',
  SITE_COMPANY_NAME: 'חברה לבדיקת שכר בע״מ',
  SITE_MARKETING_URL: 'https://www.company.co.il',
  SITE_SUPPORT_EMAIL: 'support@company.co.il',
  SITE_ADDRESS: 'רחוב הרצל 10, חיפה',
  SITE_WHATSAPP_NUMBER: '972541234567',
  SITE_ACCESSIBILITY_COORDINATOR: 'דנה לוי',
  SITE_REPO_URL: 'https://github.com/company/guide',
  SITE_PRIVACY_OFFICER: 'יוסי כהן',
  SITE_PRIVACY_EMAIL: 'privacy@company.co.il',
  SITE_COMPANY_ID: '515555555',
  SITE_CANCELLATION_URL: 'https://www.company.co.il/cancel',
  SITE_PRODUCT_ACCESSIBILITY_URL: 'https://app.company.co.il/accessibility',
  SITE_SUBPROCESSORS: JSON.stringify([
    {name: 'ענן ישראלי בע״מ', service: 'אחסון המערכת והגיבויים', data: 'כל נתוני החשבון ונתוני העובדים', country: 'ישראל'},
    {name: 'Model Provider Inc.', service: 'מנוע הבינה המלאכותית', data: 'הקבצים שהועלו', country: 'ארצות הברית'},
  ]),
};
