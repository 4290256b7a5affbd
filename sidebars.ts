import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar, in the order a reader works: sign up, upload, review the scan, set the
// parameters, read the results, then what changed in this release. Scan results go in the order the
// product needs: documents' boundaries, then workers, then the approvals (splitting or merging pages
// deletes corrections, approvals and manual matches of workers, so it comes first).
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'הרשמה וכניסה',
      items: ['signup-login/signup-login-screen', 'signup-login/login-with-password', 'signup-login/main-screen', 'signup-login/account-mngmnt'],
    },
    {
      type: 'category',
      label: 'חישוב חדש',
      items: ['new-calculation/scan-excel', 'new-calculation/reports-lists', 'new-calculation/send-data-for-check'],
    },
    {
      type: 'category',
      label: 'תוצאות הסריקה',
      items: [
        'scan-results/process-screen',
        'scan-results/scan-report',
        'scan-results/split-merge-pages',
        'scan-results/organize-workers',
        'scan-results/approve-scan-hours-report',
        'scan-results/approve-scan-payslips',
        'scan-results/export-to-excel',
      ],
    },
    {
      type: 'category',
      label: 'פרמטרים לחישוב',
      items: [
        'calculation-params/open-calculation-screen',
        'calculation-params/calculation-general-params',
        'calculation-params/calculaton-frame-work',
        'calculation-params/calculaton-holidays',
        'calculation-params/calculaton-month',
        'calculation-params/calculaton-social',
      ],
    },
    {
      type: 'category',
      label: 'תוצאות החישוב',
      items: [
        'calculation-results/calc-one-month-hours',
        'calculation-results/calc-one-month-report',
        'calculation-results/calc-monthly-detail',
        'calculation-results/calc-monthly-aggragate',
        'calculation-results/calc-holiday-payment',
        'calculation-results/calc-hufsha',
        'calculation-results/calc-mahala',
        'calculation-results/calc-avraa',
        'calculation-results/calc-ekef-misra',
        'calculation-results/calc-nohehut-sahar',
        'calculation-results/calc-hushtalmut',
        'calculation-results/calc-social-afrashot',
        'calculation-results/when-gap-is-real',
      ],
    },
    {
      type: 'category',
      label: 'הערות גרסה',
      items: ['release-notes/version 1.2.0'],
    },
  ],
};

export default sidebars;
