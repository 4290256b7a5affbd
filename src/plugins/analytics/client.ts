import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';
import {consentStorageKey} from './lib/settings';
import {currentConsent, sendPageView, startAnalytics, stopAnalytics} from './lib/gtag';

// Follows the reader's choice: gtag.js is loaded only once they accept (on this page, or on an
// earlier visit), and stops sending when they decline, here or in another tab.
if (ExecutionEnvironment.canUseDOM) {
  startAnalytics();
  // Without consent (declined, or never given), nothing that analytics kept stays: a choice withdrawn while this site was closed, in another tab, clears it here too.
  if (currentConsent() !== 'granted') stopAnalytics();
  createStorageSlot(consentStorageKey).listen(() => {
    if (currentConsent() === 'granted') {
      startAnalytics();
      sendPageView();
    } else {
      stopAnalytics();
    }
  });
}

const clientModule: ClientModule = {
  // A page view for the first page and each new path; a new query string or hash on the same
  // page (the search page's ?q=, an anchor) is not a new page.
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname !== previousLocation.pathname) {
      // After the new page's title is set.
      setTimeout(sendPageView);
    }
  },
};

export default clientModule;
