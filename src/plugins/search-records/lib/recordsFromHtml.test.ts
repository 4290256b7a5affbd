import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse, type HTMLElement} from 'node-html-parser';
import {defaultPageGroupName, defaultPageRank, inSkippedBlock, isSkippedPage, recordElements, recordsFromHtml} from './recordsFromHtml';

/** A trimmed copy of what Docusaurus 3 renders for a doc page: sidebar, breadcrumbs, TOC, article, footer. */
const docPage = `<!doctype html>
<html lang="he" dir="rtl" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-calculation-results/calc-avraa" data-has-hydrated="false">
<head>
<meta charset="UTF-8">
<meta name="docusaurus_locale" content="he">
<meta name="docsearch:language" content="he">
<meta name="docusaurus_version" content="current">
<meta name="docusaurus_tag" content="docs-default-current">
<meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
<title data-rh="true">דמי הבראה | בודק השכר</title>
<meta data-rh="true" name="keywords" content="דמי הבראה,הבראה,ימי הבראה">
<link data-rh="true" rel="canonical" href="https://docs.example.com/calculation-results/calc-avraa">
</head>
<body class="navigation-with-keyboard">
<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__items"><a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/intro">המדריך</a></div></nav>
<div class="main-wrapper"><div class="docsWrapper_hBAB"><div class="docRoot_UBD9">
<aside class="theme-doc-sidebar-container docSidebarContainer_YfHR"><nav aria-label="Docs sidebar" class="menu thin-scrollbar menu_SIkG">
<ul class="theme-doc-sidebar-menu menu__list">
<li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link" href="/intro">מבוא</a></li>
<li class="theme-doc-sidebar-item-category menu__list-item menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret" role="button" aria-expanded="false" href="/signup-login/signup-login-screen">הרשמה וכניסה</a></div></li>
<li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" role="button" aria-expanded="true" href="/calculation-results/calc-one-month-hours">תוצאות החישוב</a></div>
<ul class="menu__list"><li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/calculation-results/calc-avraa">דמי הבראה</a></li></ul></li>
</ul></nav></aside>
<main class="docMainContainer_TBSr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol_VOVn">
<div class="docItemContainer_Djhp"><article>
<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label="Breadcrumbs"><ul class="breadcrumbs" itemscope="" itemtype="https://schema.org/BreadcrumbList">
<li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/"><svg viewBox="0 0 24 24" class="breadcrumbHomeIcon_YNFT"><path d="M10 19v-5h4v5" fill="currentColor"></path></svg></a></li>
<li class="breadcrumbs__item"><span class="breadcrumbs__link">תוצאות החישוב</span></li>
<li itemscope="" itemprop="itemListElement" class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" itemprop="name">דמי הבראה</span></li>
</ul></nav>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile tocMobile_ITEo"><button type="button" class="clean-btn tocCollapsibleButton_TO0P">בעמוד זה</button></div>
<div class="theme-doc-markdown markdown"><header><h1>דמי הבראה</h1></header>
<p>התוצאה <strong>דמי הבראה</strong> בודקת אם העובד קיבל את מה שמגיע לו.</p>
<h2 class="anchor anchorWithStickyNavbar_LWe7" id="מה-רואים-במסך">מה רואים במסך<a href="#מה-רואים-במסך" class="hash-link" aria-label="קישור ישיר אל מה רואים במסך" title="קישור ישיר אל מה רואים במסך" translate="no">&#8203;</a></h2>
<p><img decoding="async" loading="lazy" alt="מסך תוצאת דמי הבראה" src="/img/calculation-results/calc-avraa.svg" class="img_ev3q"></p>
<ol><li><strong>(1) עובד ותקופה.</strong> בחרו את העובד.</li><li><p>פריט עם פסקה</p><ul><li>פריט פנימי</li></ul></li></ol>
<h3 class="anchor anchorWithStickyNavbar_LWe7" id="הטבלה">הטבלה<a href="#הטבלה" class="hash-link" aria-label="קישור ישיר אל הטבלה" title="קישור ישיר אל הטבלה" translate="no">&#8203;</a></h3>
<table><thead><tr><th>עמודה</th><th>משמעות</th></tr></thead><tbody><tr><td><strong>שולם</strong></td><td>הסכום שמופיע בתלוש &amp; בדוח.</td></tr></tbody></table>
<div class="theme-admonition theme-admonition-info admonition_xJq3 alert alert--info"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path d="M7 2.3"></path></svg></span>רקע משפטי</div><div class="admonitionContent_BuS1"><p>התוצאה היא בדיקה ולא ייעוץ משפטי.</p></div></div>
<h2 class="anchor anchorWithStickyNavbar_LWe7" id="ראו-גם">ראו גם<a href="#ראו-גם" class="hash-link" aria-label="קישור ישיר אל ראו גם" title="קישור ישיר אל ראו גם" translate="no">&#8203;</a></h2>
<ul><li><a href="/calculation-results/calc-mahala">דמי מחלה</a></li></ul>
</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col"><a href="https://github.com/example/edit" class="theme-edit-this-page">עריכת הדף</a></div><div class="col lastUpdated_JAkA"><span class="theme-last-updated">עודכן לאחרונה</span></div></div></footer>
</article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="דפי תיעוד"><a class="pagination-nav__link" href="/calculation-results/calc-mahala"><div class="pagination-nav__label">דמי מחלה</div></a></nav>
</div></div>
<div class="col col--3"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border"><li><a href="#מה-רואים-במסך" class="table-of-contents__link toc-highlight">מה רואים במסך</a></li></ul></div></div>
</div></div></main></div></div></div>
<footer class="footer footer--dark"><ul class="footer__items"><li class="footer__item"><a href="/legal/sla">הסכם שירות</a></li></ul></footer>
</body></html>`;

const url = 'https://docs.example.com/calculation-results/calc-avraa';

test('a doc page gives a lvl1 record, heading records and one record per paragraph, item and cell', () => {
  const records = recordsFromHtml({html: docPage, url});
  assert.deepEqual(
    records.map((record) => [record.type, record.content ?? record.hierarchy[record.type as 'lvl1']]),
    [
      ['lvl1', 'דמי הבראה'],
      ['content', 'התוצאה דמי הבראה בודקת אם העובד קיבל את מה שמגיע לו.'],
      ['lvl2', 'מה רואים במסך'],
      ['content', '(1) עובד ותקופה. בחרו את העובד.'],
      ['content', 'פריט עם פסקה'],
      ['content', 'פריט פנימי'],
      ['lvl3', 'הטבלה'],
      ['content', 'שולם'],
      ['content', 'הסכום שמופיע בתלוש & בדוח.'],
      ['content', 'התוצאה היא בדיקה ולא ייעוץ משפטי.'],
      ['lvl2', 'ראו גם'],
      ['content', 'דמי מחלה'],
    ],
  );
});

test('a paragraph whose </p> the minifier left out before a list ends where the list begins, as in a browser', () => {
  const html = docPage.replace('<p>התוצאה <strong>דמי הבראה</strong> בודקת אם העובד קיבל את מה שמגיע לו.</p>', '<p>לכן:<ul><li>מה להתעלם ממנו.<li>מה לתקן ביד.</ul><p>אחרי הרשימה.</p>');
  const contents = recordsFromHtml({html, url})
    .map((record) => record.content)
    .filter(Boolean);
  assert.deepEqual(contents.slice(0, 4), ['לכן:', 'מה להתעלם ממנו.', 'מה לתקן ביד.', 'אחרי הרשימה.']);
});

test('the hierarchy: active sidebar category, h1, then the headings above each record', () => {
  const records = recordsFromHtml({html: docPage, url});
  const cell = records.find((record) => record.content === 'שולם')!;
  assert.deepEqual(cell.hierarchy, {
    lvl0: 'תוצאות החישוב',
    lvl1: 'דמי הבראה',
    lvl2: 'מה רואים במסך',
    lvl3: 'הטבלה',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  const seeAlso = records.find((record) => record.content === 'דמי מחלה')!;
  assert.equal(seeAlso.hierarchy.lvl2, 'ראו גם');
  assert.equal(seeAlso.hierarchy.lvl3, null);
});

test('urls, anchors, language, tag, version, weights and keywords', () => {
  const records = recordsFromHtml({html: docPage, url});
  const [title, intro, heading] = records;
  assert.equal(title!.url, url);
  assert.equal(title!.anchor, null);
  assert.deepEqual(title!.keywords, ['דמי הבראה', 'הבראה', 'ימי הבראה']);
  assert.equal(intro!.keywords, undefined);
  assert.equal(heading!.url, `${url}#מה-רואים-במסך`);
  assert.equal(heading!.anchor, 'מה-רואים-במסך');
  assert.equal(heading!.url_without_anchor, url);
  assert.equal(heading!.language, 'he');
  assert.equal(heading!.docusaurus_tag, 'docs-default-current');
  assert.equal(heading!.version, 'current');
  assert.deepEqual(title!.weight, {pageRank: 1, level: 90, position: 0});
  assert.deepEqual(heading!.weight, {pageRank: 1, level: 80, position: 2});
  assert.equal(records.at(-1)!.weight.level, 0);
});

test('objectIDs are stable and unique', () => {
  const first = recordsFromHtml({html: docPage, url}).map((record) => record.objectID);
  const second = recordsFromHtml({html: docPage, url}).map((record) => record.objectID);
  assert.deepEqual(first, second);
  assert.equal(new Set(first).size, first.length);
  assert.match(first[0]!, /^[0-9a-f]{16}$/);
});

test('the breadcrumb names the category when the sidebar has no active category', () => {
  const html = docPage.replace('menu__link--sublist-caret menu__link--active', 'menu__link--sublist-caret');
  assert.equal(recordsFromHtml({html, url})[0]!.hierarchy.lvl0, 'תוצאות החישוב');
});

test('a top-level doc falls back to the fixed lvl0', () => {
  const html = docPage
    .replace('menu__link--sublist-caret menu__link--active', 'menu__link--sublist-caret')
    .replace('<li class="breadcrumbs__item"><span class="breadcrumbs__link">תוצאות החישוב</span></li>', '');
  assert.equal(recordsFromHtml({html, url: 'https://docs.example.com/intro'})[0]!.hierarchy.lvl0, 'מדריך');
  assert.equal(recordsFromHtml({html, url: 'https://docs.example.com/intro'})[0]!.weight.pageRank, 10);
});

test("site-wide keywords are not a page's keywords", () => {
  const records = recordsFromHtml({html: docPage, url}, {siteKeywords: ['דמי הבראה', 'הבראה', 'ימי הבראה', 'שכר']});
  assert.equal(records[0]!.keywords, undefined);
});

test('a markdown page of src/pages: its group is lvl0 (legal pages together), its h1 lvl1', () => {
  const html = `<html lang="he" class="plugin-pages plugin-id-default"><head>
<meta name="docsearch:docusaurus_tag" content="default"><title>מדיניות פרטיות | בודק השכר</title></head>
<body><main class="container container--fluid margin-vert--lg"><div class="row"><div class="col col--8"><article>
<h1>מדיניות פרטיות</h1><p>אנו שומרים על פרטיותכם.</p>
<h2 class="anchor" id="עוגיות">עוגיות<a class="hash-link" href="#עוגיות">&#8203;</a></h2><p>האתר משתמש בעוגיות.</p>
</article></div></div></main></body></html>`;
  const records = recordsFromHtml({html, url: 'https://docs.example.com/legal/privacy'});
  assert.deepEqual(
    records.map((record) => record.type),
    ['lvl1', 'content', 'lvl2', 'content'],
  );
  assert.equal(records[0]!.hierarchy.lvl0, 'מידע משפטי');
  assert.equal(records[0]!.hierarchy.lvl1, 'מדיניות פרטיות');
  assert.equal(records[0]!.docusaurus_tag, 'default');
  assert.equal(records[0]!.weight.pageRank, -1);
  assert.equal(records[3]!.url, 'https://docs.example.com/legal/privacy#עוגיות');
  assert.equal(recordsFromHtml({html, url: 'https://docs.example.com/about'})[0]!.hierarchy.lvl0, defaultPageGroupName);
  assert.equal(recordsFromHtml({html, url: 'https://docs.example.com/about'}, {pageGroup: () => 'אודות'})[0]!.hierarchy.lvl0, 'אודות');
});

test("pages without an article, the 404 page, the search page and the writers' page give no records", () => {
  assert.deepEqual(recordsFromHtml({html: '<html lang="he"><body><main><h1>בית</h1></main></body></html>', url: 'https://docs.example.com/'}), []);
  assert.deepEqual(recordsFromHtml({html: docPage, url: 'https://docs.example.com/404'}), []);
  assert.deepEqual(recordsFromHtml({html: docPage, url: 'https://docs.example.com/search'}), []);
  assert.deepEqual(recordsFromHtml({html: docPage, url: 'https://docs.example.com/markdown-page'}), []);
});

test('page rank: intro first, docs above pages, legal last', () => {
  assert.ok(defaultPageRank('/intro', 'docs') > defaultPageRank('/scan-results/scan-report', 'docs'));
  assert.ok(defaultPageRank('/scan-results/scan-report', 'docs') > defaultPageRank('/about', 'page'));
  assert.ok(defaultPageRank('/about', 'page') > defaultPageRank('/legal/sla', 'page'));
});

test('the record elements are the headings and paragraphs in document order, none inside navigation, a header or a table of contents', () => {
  const body = parse(
    '<div><h2>א</h2><nav><p>ניווט</p></nav><ul><li>ב<p>ג</p></li></ul><header><h3>כותרת</h3></header><div class="table-of-contents"><li>תוכן</li></div><table><thead><tr><th>עמודה</th><th>ערך</th></tr></thead><tr><th scope="row">שורה</th><td>ד</td></tr></table><h6>ה</h6></div>',
  ).firstChild as HTMLElement;
  // A row's header is a cell of the table's text; the column headers are not.
  assert.deepEqual(
    recordElements(body).map((element) => element.text),
    ['א', 'בג', 'ג', 'שורה', 'ד', 'ה'],
  );
  assert.equal(inSkippedBlock(body.querySelector('nav p')!), true);
  assert.equal(inSkippedBlock(body.querySelector('td')!), false);
});

test('the pages never indexed are known by their URL alone, before their HTML is read', () => {
  for (const url of ['https://example.com/print', 'https://example.com/print/', 'https://example.com/search#q', 'https://example.com/404.html']) {
    assert.equal(isSkippedPage(url), true, url);
  }
  for (const url of ['https://example.com/intro', 'https://example.com/', 'https://example.com/printing', 'https://example.com/release-notes/version%201.2.0']) {
    assert.equal(isSkippedPage(url), false, url);
  }
});
