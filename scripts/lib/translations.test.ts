import {test} from 'node:test';
import assert from 'node:assert/strict';
import {untranslated} from './translations.ts';

test('finds messages without Hebrew and ignores ids that are never displayed', () => {
  assert.deepEqual(
    untranslated({
      'theme.admonition.tip': {message: 'tip'},
      'theme.admonition.note': {message: 'הערה'},
      'theme.SearchBar.seeAll': {message: 'לכל {count} התוצאות'},
      'theme.SearchModal.searchBox.enterKeyHint': {message: 'search'},
      'theme.colorToggle.ariaLabel': {message: 'Switch between dark and light mode (currently {mode})'},
    }),
    ['theme.admonition.tip', 'theme.colorToggle.ariaLabel'],
  );
});
