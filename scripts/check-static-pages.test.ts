import assert from 'node:assert/strict';
import {test} from 'node:test';
import {noScriptStyle} from '../src/plugins/no-js-navigation/lib/noScriptStyle.ts';
import {formulaIslands, helpLinkProblems, isDoc, pageProblems} from './check-static-pages.ts';

// A guide page written as the build writes it: minified, the optional end tags (</p>, </li>) left
// out, a <header> inside <main> (the article's), a <form> after an open <p>.
const sidebarItems = ['מבוא', 'הרשמה', 'כניסה', 'מסך ראשי', 'חשבון', 'סריקה'].map((name, i) => `<li class="menu__list-item"><a class="menu__link" href="/page-${i}">${name}</a>`).join('');
const guidePage = `<!doctype html><html lang=he dir=rtl><head><meta charset=UTF-8><title>x</title><noscript><style>${noScriptStyle()}</style></noscript>
<div id=__docusaurus><header class=site-header><nav class=navbar aria-label=ראשי><button class=navbar__toggle aria-label="פתיחה וסגירה של התפריט"></button>
<a class=navbar__brand href=/><b class=navbar__title>בודק השכר</b></a><a class=navbar__link href=/intro>המדריך</a>
<a href=https://www.example.com/>לאתר הראשי<span class=sr-only>(נפתח בלשונית חדשה)</span></a><a href=mailto:a@example.com>תמיכה</a></nav></header>
<div id=__docusaurus_skipToContent_fallback><div><aside><nav><ul class="theme-doc-sidebar-menu menu__list">${sidebarItems}
<li class="menu__list-item"><a class="menu__link menu__link--sublist" href=/calc/a>חישוב</a><ul class=menu__list><li><a class=menu__link aria-current=page href=/calc/a>דף</a></ul>
<li class="menu__list-item menu__list-item--collapsed"><a class="menu__link menu__link--sublist" href=/other/b>אחר</a><ul class=menu__list><li><a class=menu__link href=/other/b>דף אחר</a></ul>
</ul></nav></aside><main><article><header><h1>כותרת הדף</h1></header><p>פסקה ראשונה של הדף, ארוכה מעשרים תווים.<p>פסקה שנייה
<span id=איך-נרשמים class=heading-alias></span><h2 id=how-to-sign-up>איך נרשמים<a href=#how-to-sign-up class=hash-link>&#8203;</a></h2>
<p>חישוב: <bdi dir=ltr class=formula-expression>38.4 − 30 = 8.4</bdi></article></main></div></div>
<footer class="theme-layout-footer footer"><a href=/intro>מבוא</a><a href=/signup>הרשמה וכניסה</a><a href=/legal/privacy>מדיניות פרטיות</a><a href=/legal/terms-site>תנאי שימוש באתר</a></footer></div>`;

const route = '/calc/a';

test('a whole guide page, minified as the build writes it, has no problem', () => {
  assert.deepEqual(pageProblems(route, guidePage), []);
});

test('each thing a reader without JavaScript needs, taken away, is named', () => {
  const planted: [string, string, RegExp][] = [
    ['the direction', guidePage.replace('dir=rtl', 'dir=ltr'), /not lang="he" dir="rtl"/],
    ['the no-JavaScript style', guidePage.replace(/<noscript>.*?<\/noscript>/s, ''), /no-JavaScript style/],
    ['the hidden menu button', guidePage.replace(/display: none;/, 'display: block;'), /no-JavaScript style/],
    ['the banner', guidePage.replace('<header class=site-header>', '<div class=site-header>').replace('</nav></header>', '</nav></div>'), /banner landmark/],
    ['the main landmark', guidePage.replace('<main>', '<div>').replace('</main>', '</div>'), /0 <main> elements/],
    ['the heading', guidePage.replace('<h1>כותרת הדף</h1>', '<h1> </h1>'), /no heading/],
    ['the text', guidePage.replace(/<p>פסקה ראשונה[^<]*/, '<p>קצר'), /no text/],
    ['the navbar brand', guidePage.replace('navbar__brand', 'brand'), /navbar brand/],
    ['a navbar link', guidePage.replace('>המדריך<', '>מדריך<'), /navbar: no link "המדריך"/],
    ['a hidden navbar link', guidePage.replace('<a href=mailto:a@example.com>', '<a hidden href=mailto:a@example.com>'), /navbar: no link "תמיכה"/],
    ['a footer link', guidePage.replace('>מדיניות פרטיות<', '>פרטיות<'), /footer: no link "מדיניות פרטיות"/],
    ['the sidebar', guidePage.replace(sidebarItems, ''), /sidebar: 3 links shown/],
    ['the current page', guidePage.replace(' aria-current=page', ''), /0 links marked as the current page/],
    [
      'the open category',
      guidePage.replace(
        '<li class="menu__list-item"><a class="menu__link menu__link--sublist" href=/calc/a>',
        '<li class="menu__list-item menu__list-item--collapsed"><a class="menu__link menu__link--sublist" href=/calc/a>',
      ),
      /inside a closed category/,
    ],
  ];
  for (const [what, html, expected] of planted) {
    const problems = pageProblems(route, html);
    assert.ok(
      problems.some((problem) => expected.test(problem)),
      `${what}: ${JSON.stringify(problems)}`,
    );
  }
});

// The search page's word to a reader without JavaScript, as the build writes it.
const withoutScript =
  '<noscript><div class=alert><p>החיפוש במדריך פועל רק כש-JavaScript מופעל בדפדפן.<ul><li><a href=/intro>תוכן המדריך</a><li><a href=/print>המדריך כולו בדף אחד</a></ul></div></noscript>';

test('the search page needs its form, not a paragraph; the site pages need no sidebar', () => {
  const search = guidePage.replace(/<article>.*<\/article>/s, `<h1>חיפוש במדריך</h1>${withoutScript}<form action=/search><input name=q></form>`);
  assert.deepEqual(pageProblems('/search', search), []);
  assert.match(pageProblems('/search', search.replace('name=q', 'name=query')).join('\n'), /no search field/);
  assert.match(pageProblems('/search', search.replace('action=/search', 'action=/elsewhere')).join('\n'), /does not submit/);
  assert.match(pageProblems('/search', search.replace(withoutScript, '')).join('\n'), /no word to a reader without JavaScript/);
  assert.match(pageProblems('/search', search.replace('<a href=/print>', '<a href=/elsewhere>')).join('\n'), /has no link to \/print/);
  assert.match(
    pageProblems('/search', search.replace(withoutScript, withoutScript.replace('<noscript>', '<div>').replace('</noscript>', '</div>'))).join('\n'),
    /no word to a reader without JavaScript/,
  );
  assert.equal(isDoc('/legal/privacy'), false);
  assert.equal(isDoc('/'), false);
  assert.equal(isDoc('/intro'), true);
  assert.deepEqual(pageProblems('/legal/privacy', guidePage.replace(sidebarItems, '').replace(' aria-current=page', '')), []);
});

test("a help link's heading is in the article, its Hebrew anchor right before it", () => {
  const link = {screen: 'signup', page: route, heading: 'how-to-sign-up', url: `https://docs.example.com${route}#how-to-sign-up`};
  assert.deepEqual(helpLinkProblems(link, guidePage), []);
  assert.match(helpLinkProblems({...link, heading: 'sign-up'}, guidePage).join(), /no heading with id "sign-up"/);
  assert.match(helpLinkProblems(link, guidePage.replace('<span id=איך-נרשמים class=heading-alias></span>', '')).join(), /0 elements with the Hebrew anchor "איך-נרשמים"/);
  assert.match(
    helpLinkProblems(link, guidePage.replace('<span id=איך-נרשמים class=heading-alias></span>', '').replace('<p>פסקה שנייה', '<p>פסקה שנייה<span id=איך-נרשמים></span><p>עוד')).join(),
    /not right before its heading/,
  );
});

test('the formula islands are the left-to-right ones, read as text', () => {
  assert.deepEqual(formulaIslands(guidePage), ['38.4 − 30 = 8.4']);
  assert.deepEqual(formulaIslands(guidePage.replace('dir=ltr class=formula', 'class=formula')), []);
});

test("the navbar's search button, which needs JavaScript, has a link to /search beside it in a <noscript>", () => {
  const button = '<div class=navbarSearchContainer><button type=button class="DocSearch DocSearch-Button">חיפוש</button>';
  const withButton = guidePage.replace('<a href=mailto:a@example.com>', `${button}<noscript><a class=navbar__link href=/search>חיפוש</a></noscript></div><a href=mailto:a@example.com>`);
  assert.deepEqual(pageProblems(route, withButton), []);
  const withoutLink = guidePage.replace('<a href=mailto:a@example.com>', `${button}</div><a href=mailto:a@example.com>`);
  assert.match(pageProblems(route, withoutLink).join('\n'), /navbar: the search button has no link to \/search/);
  // The hidden button is the no-JavaScript style's: without its rule, the style is named incomplete.
  assert.match(
    pageProblems(route, withButton.replace('html button.DocSearch-Button { display: none; }', '')).join('\n'),
    /no-JavaScript style is missing or incomplete \(rules missing: html ?button\.DocSearch-Button\)/,
  );
});
