import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SearchEngine, compactMiniSearch, expandMiniSearch, type DocSearchHit, type EngineOptions, type EngineResponse, type EngineResult} from './';
import {serializeParams} from './params';
import {pageRecords, testRecords} from '../testRecords';

const engine = SearchEngine.fromRecords(testRecords);
const docsFilters = ['language:he', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

function response(result: EngineResult | undefined): EngineResponse {
  assert.ok(result && 'hits' in result, 'a hits response');
  return result;
}

function search(query: string, params: Record<string, unknown> = {}): EngineResponse {
  return response(engine.searchRequests([{indexName: 'guide', query, ...params}]).results[0]);
}

function paths(result: EngineResponse): string[] {
  return result.hits.map((hit) => decodeURI(new URL(String(hit.url)).pathname));
}

test('answers a v5 multi-query call with Algolia-shaped results', () => {
  const {results} = engine.searchRequests([
    {indexName: 'guide', query: 'חופשה', hitsPerPage: 2, clickAnalytics: true, facetFilters: docsFilters},
    {indexName: 'guide', query: 'תלוש'},
  ]);
  assert.equal(results.length, 2);
  const first = response(results[0]);
  assert.equal(first.hits.length, 2);
  assert.equal(first.hitsPerPage, 2);
  assert.equal(first.page, 0);
  assert.equal(first.nbPages, Math.ceil(first.nbHits / 2));
  assert.equal(first.query, 'חופשה');
  assert.equal(first.index, 'guide');
  assert.equal(first.exhaustiveNbHits, true);
  assert.equal(typeof first.processingTimeMS, 'number');
  assert.match(first.queryID!, /^[0-9a-f]{32}$/);
  assert.match(first.params, /query=%D7%97/);
  assert.equal(response(results[1]).queryID, undefined);
});

test('reads parameters from a URL-encoded params string and from a params object', () => {
  const params = serializeParams({query: 'חופשה', hitsPerPage: 1, facetFilters: docsFilters, page: 1});
  const fromString = response(engine.searchRequests([{indexName: 'guide', params}]).results[0]);
  const fromObject = response(engine.searchRequests([{indexName: 'guide', params: {query: 'חופשה', hitsPerPage: 1, facetFilters: docsFilters, page: 1}}]).results[0]);
  assert.equal(fromString.hitsPerPage, 1);
  assert.equal(fromString.page, 1);
  assert.deepEqual(
    fromString.hits.map((hit) => hit.objectID),
    fromObject.hits.map((hit) => hit.objectID),
  );
  assert.equal(fromString.nbHits, search('חופשה', {facetFilters: docsFilters}).nbHits);
});

test('the page title ranks a page first, and a title match beats a body match', () => {
  assert.equal(paths(search('חופשה'))[0], '/calculation-results/calc-hufsha');
  assert.equal(paths(search('תלושים'))[0], '/scan-results/approve-scan-payslips');
});

test('prefix letters: a prefixed query word finds the bare word and the other way round', () => {
  assert.ok(search('בחופשה').nbHits > 0);
  assert.equal(paths(search('בחופשה'))[0], '/calculation-results/calc-hufsha');
  // The bare word finds "בתלוש" in the vacation page's body.
  assert.ok(paths(search('תלוש', {distinct: false})).includes('/calculation-results/calc-hufsha'));
  // "מהתלוש" has its prefix stripped and finds "בתלוש".
  assert.ok(search('מהתלוש').nbHits > 0);
});

test('an exact word outranks the same word reached by stripping prefixes', () => {
  const ranking = SearchEngine.fromRecords(testRecords);
  const [exact] = ranking.wordForms('חופשה', false);
  assert.deepEqual(exact, {term: 'חופשה', weight: 1, prefix: false, typos: 0, fuzzy: 1});
  const forms = ranking.wordForms('בחופשה', false);
  assert.equal(forms.find((form) => form.term === 'בחופשה')!.weight, 1);
  assert.ok(forms.find((form) => form.term === 'חופשה')!.weight < 1);
  assert.ok(forms.find((form) => form.term === 'לחופשה')!.weight < forms.find((form) => form.term === 'חופשה')!.weight);
});

test('one typo is tolerated in words of five letters or more, none in shorter words or numbers', () => {
  assert.equal(paths(search('חופשא'))[0], '/calculation-results/calc-hufsha');
  assert.equal(search('תלוט', {removeWordsIfNoResults: 'none'}).nbHits, 0);
  assert.equal(search('419').nbHits, 0);
  assert.ok(search('418').nbHits > 0);
});

test('the last query word is matched as a prefix while typing', () => {
  assert.equal(paths(search('פדיון חופ'))[0], '/calculation-results/calc-hufsha');
  assert.equal(search('חופ תלוש', {removeWordsIfNoResults: 'none'}).nbHits, 0);
});

test('niqqud, gershayim and final letters in the query meet the plain text', () => {
  assert.equal(paths(search('חֻפְשָׁה'))[0], '/calculation-results/calc-hufsha');
  assert.ok(paths(search('דוח חדש')).includes('/release-notes/version 1.2.0'));
  assert.ok(paths(search('דו״ח חדש')).includes('/release-notes/version 1.2.0'));
  assert.equal(search('אישור תלושימ').hits[0]?.hierarchy?.lvl1, 'אישור תלושים');
});

test('synonyms and Latin words', () => {
  assert.equal(paths(search('hufsha'))[0], '/calculation-results/calc-hufsha');
  assert.equal(paths(search('אקסל'))[0], '/scan-results/approve-scan-payslips');
  assert.equal(paths(search('excel'))[0], '/scan-results/approve-scan-payslips');
  assert.ok(search('125%').nbHits > 0);
  assert.ok(paths(search('1.2')).includes('/release-notes/version 1.2.0'));
});

test('all words must match; with none matching together, the hits with the most words come first', () => {
  const loose = SearchEngine.fromRecords(testRecords, {distinctiveWords: false});
  const [answer] = loose.searchRequests([{indexName: 'guide', query: 'פדיון תלושים'}]).results;
  assert.ok(answer && 'nbHits' in answer && answer.nbHits > 0);
  const strict = search('פדיון תלושים', {removeWordsIfNoResults: 'none'});
  assert.equal(strict.nbHits, 0);
});

test('what the guide does not speak of gets no results: a phrase it holds only apart, a word it holds only through a typo', () => {
  // פדיון and תלושים are on different pages: a two-word name the guide does not use.
  assert.equal(search('פדיון תלושים').nbHits, 0);
  // A phrase the guide does use still answers, and so does a typo inside it.
  assert.ok(search('פדיון חופשה').nbHits > 0);
  assert.ok(search('פדיון חופשע').nbHits > 0);
  // A number the guide does not hold names the subject: no other word answers for it.
  assert.equal(search('תלושים 101').nbHits, 0);
});

test('facet filters: AND of entries, OR inside an entry, negation', () => {
  const all = search('חופשה', {distinct: false}).nbHits;
  const docs = search('חופשה', {distinct: false, facetFilters: ['docusaurus_tag:docs-default-current']}).nbHits;
  const pages = search('חופשה', {distinct: false, facetFilters: ['docusaurus_tag:default']}).nbHits;
  assert.equal(docs + pages, all);
  assert.equal(search('חופשה', {distinct: false, facetFilters: ['docusaurus_tag:-default']}).nbHits, docs);
  assert.equal(search('חופשה', {facetFilters: ['language:en']}).nbHits, 0);
});

test('facets count the matching records', () => {
  const result = search('חופשה', {facets: ['docusaurus_tag', 'language'], hitsPerPage: 0, distinct: false});
  assert.deepEqual(result.hits, []);
  assert.equal(result.facets!.language!.he, result.nbHits);
  assert.equal(result.facets!.docusaurus_tag!.default, 1);
  assert.equal(result.facets!.docusaurus_tag!['docs-default-current'], result.nbHits - 1);
});

test('distinct keeps the best record of each URL; distinct: false keeps them all', () => {
  const distinct = search('חופשה');
  const urls = distinct.hits.map((hit) => hit.url);
  assert.equal(new Set(urls).size, urls.length);
  assert.ok(search('חופשה', {distinct: false}).nbHits > distinct.nbHits);
});

test('ties keep page order: records whose own text matches first, then page by page, headings before content, then position', () => {
  const hits = search('תוצאות', {distinct: false, hitsPerPage: 50}).hits as DocSearchHit[];
  assert.deepEqual(
    hits.map((hit) => [decodeURI(new URL(String(hit.url)).pathname), hit.type]),
    [
      // The page-title records hold lvl0 (תוצאות החישוב, תוצאות הסריקה) themselves; the rest inherit it.
      ['/calculation-results/calc-hufsha', 'lvl1'],
      ['/scan-results/approve-scan-payslips', 'lvl1'],
      ['/calculation-results/calc-hufsha', 'lvl2'],
      ['/calculation-results/calc-hufsha', 'lvl3'],
      ['/calculation-results/calc-hufsha', 'content'],
      ['/calculation-results/calc-hufsha', 'content'],
      ['/calculation-results/calc-hufsha', 'content'],
      ['/scan-results/approve-scan-payslips', 'lvl2'],
      ['/scan-results/approve-scan-payslips', 'content'],
      ['/scan-results/approve-scan-payslips', 'content'],
    ],
  );
});

test('highlights: hierarchy and content, matched words tagged, text escaped', () => {
  const [hit] = search('בתלוש', {highlightPreTag: '<mark>', highlightPostTag: '</mark>', facetFilters: docsFilters, distinct: false}).hits.filter((h) => String(h.content).includes('418'));
  assert.ok(hit);
  const content = (hit._highlightResult as Record<string, {value: string; matchLevel: string; matchedWords: string[]}>).content!;
  assert.match(content.value, /&lt;<mark>בתלוש<\/mark>&gt;/);
  assert.equal(content.matchLevel, 'full');
  assert.deepEqual(content.matchedWords, ['בתלוש']);
  const hierarchy = (hit._highlightResult as Record<string, Record<string, {value: string; matchLevel: string}>>).hierarchy!;
  assert.deepEqual(Object.keys(hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3']);
  assert.equal(hierarchy.lvl1!.matchLevel, 'none');
});

test('snippets: N words around the match with an ellipsis, in the requested attributes', () => {
  const [hit] = search('נוצלו', {attributesToSnippet: ['content:4', 'hierarchy.lvl1:10'], highlightPreTag: '<em>', highlightPostTag: '</em>'}).hits;
  const snippet = hit!._snippetResult as unknown as Record<string, {value: string}> & {hierarchy: Record<string, {value: string}>};
  assert.equal(snippet.content!.value, '…החופשה שלא <em>נוצלו</em> משולמים…');
  assert.equal(snippet.hierarchy.lvl1!.value, 'חופשה שנתית');
  const defaults = search('נוצלו').hits[0]!._snippetResult as Record<string, {value: string}>;
  assert.match(defaults.content!.value, /<span class="algolia-docsearch-suggestion--highlight">נוצלו<\/span>/);
});

test("a heading's hit has the snippet of its section's paragraph that holds the query's words, else of its first", () => {
  const page = pageRecords({
    path: '/calculation-results/overtime',
    lvl0: 'תוצאות החישוב',
    title: 'שעות נוספות',
    items: [
      [2, 'תוספת משמרת לילה', 'night'],
      'הבדיקה אינה ייעוץ משפטי ואינה מחליפה עורך דין.',
      'שורה שנייה בלי המילים.',
      'משמרת לילה מזכה בתוספת של שעה לכל שבע שעות עבודה.',
      [2, 'גמול שבועי', 'weekly'],
      'הגמול מחושב לפי השבוע כולו.',
    ],
  });
  const sections = SearchEngine.fromRecords(page);
  const ask = (query: string, params: Record<string, unknown> = {}) =>
    response(sections.searchRequests([{indexName: 'guide', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:6'], ...params}]).results[0])
      .hits as DocSearchHit[];
  const snippetOf = (hit: DocSearchHit | undefined) => (hit?._snippetResult as Record<string, {value: string; matchLevel: string}> | undefined)?.content;
  // The heading holds both words, and so does the third paragraph below it: the heading's hit (the
  // paragraphs share its url) shows that paragraph's words, not the disclaimer under the heading.
  const [night] = ask('משמרת לילה');
  assert.equal(night?.type, 'lvl2');
  assert.equal(night?.content, null);
  assert.equal(snippetOf(night)?.value, '<mark>משמרת</mark> <mark>לילה</mark> מזכה בתוספת של שעה…');
  assert.equal(snippetOf(night)?.matchLevel, 'full');
  // No paragraph of the section holds the word: its first paragraph says what the section is.
  const [weekly] = ask('שבועי');
  assert.equal(weekly?.type, 'lvl2');
  assert.equal(snippetOf(weekly)?.value, 'הגמול מחושב לפי השבוע כולו.');
  assert.equal(snippetOf(weekly)?.matchLevel, 'none');
  // Without content among the snippeted attributes, and without distinct (the paragraphs are hits of their own), no such snippet.
  assert.equal(snippetOf(ask('משמרת לילה', {attributesToSnippet: ['hierarchy.lvl1:10']})[0]), undefined);
  const all = ask('משמרת לילה', {distinct: false});
  assert.equal(snippetOf(all.find((hit) => hit.type === 'lvl2')), undefined);
});

test('attributesToRetrieve picks nested paths; objectID is always there', () => {
  const [hit] = search('פדיון', {attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'url', 'type']}).hits;
  assert.deepEqual(Object.keys(hit!).sort(), ['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'type', 'url']);
  assert.deepEqual(hit!.hierarchy, {lvl0: 'תוצאות החישוב', lvl1: 'חופשה שנתית'});
});

test('pagination walks through all hits once', () => {
  const all = search('חופשה', {distinct: false, hitsPerPage: 100}).hits.map((hit) => hit.objectID);
  const paged: string[] = [];
  for (let page = 0; page < 10; page += 1) {
    const result = search('חופשה', {distinct: false, hitsPerPage: 3, page});
    paged.push(...result.hits.map((hit) => hit.objectID));
    if (page + 1 >= result.nbPages) break;
  }
  assert.deepEqual(paged, all);
});

test('an empty query lists the records in page order', () => {
  const result = search('', {distinct: false, hitsPerPage: 1000});
  assert.equal(result.nbHits, testRecords.length);
  assert.equal(result.hits[0]!.objectID, testRecords[0]!.objectID);
});

test('a search the site never sends is refused, not answered as something else', () => {
  assert.throws(() => engine.searchRequests([{indexName: 'guide', type: 'facet', facet: 'docusaurus_tag', facetQuery: 'doc', query: ''}]), /hits only, not a search of type "facet"/);
  assert.throws(() => engine.searchRequests([{indexName: 'guide', query: 'חופשה', filters: 'language:he'}]), /facetFilters, not a filters expression/);
});

test('serialization round-trips records and answers', () => {
  const serialized = JSON.parse(JSON.stringify(engine.serialize())) as ReturnType<SearchEngine['serialize']>;
  const loaded = SearchEngine.fromSerialized(serialized);
  assert.deepEqual(loaded.records, engine.records);
  for (const query of ['חופשה', 'בתלוש', 'excel', 'פדיון חופ', '1.2.0']) {
    const a = search(query).hits.map((hit) => hit.objectID);
    const b = response(loaded.searchRequests([{indexName: 'guide', query}]).results[0]).hits.map((hit) => hit.objectID);
    assert.deepEqual(b, a, query);
  }
});

test('records whose hierarchy is not their headings survive serialization too', () => {
  const odd = testRecords.map((record, i) => (i === 3 ? {...record, hierarchy: {...record.hierarchy, lvl2: 'כותרת אחרת'}, url: `${record.url}?x=1`} : record));
  const loaded = SearchEngine.fromSerialized(SearchEngine.fromRecords(odd).serialize());
  assert.deepEqual(loaded.records[3], odd[3]);
});

test('the compact MiniSearch form expands back to MiniSearch JSON', () => {
  const plain = {
    documentCount: 2,
    nextId: 2,
    documentIds: {0: 0, 1: 1},
    fieldIds: {a: 0, b: 1},
    fieldLength: {0: [3], 1: [1, 2]},
    averageFieldLength: [2, 2],
    storedFields: {},
    dirtCount: 0,
    index: [['x', {0: {0: 2, 1: 1}, 1: {1: 1}}] as [string, Record<string, Record<string, number>>]],
    serializationVersion: 2,
  };
  assert.deepEqual(expandMiniSearch(compactMiniSearch(plain)), plain);
});

test('an index of another format is refused with a clear message', () => {
  assert.throws(() => SearchEngine.fromSerialized({...engine.serialize(), format: 'other' as 'guide-search/2'}), /Unknown search index format/);
});

/* Defects found by the search audit, each on a few records that reproduce it. */

const purchaseTerms = pageRecords({
  path: '/legal/purchase-terms',
  lvl0: 'מידע משפטי',
  title: 'ביטול עסקה',
  pageRank: -1,
  tag: 'default',
  items: [[2, 'דמי ביטול', 'דמי-ביטול'], 'החברה רשאית לגבות דמי ביטול בשיעור של עד 5% ממחיר העסקה.', [2, 'ביטול מנוי', 'ביטול-מנוי'], 'הקרדיטים נשארים זמינים בחשבון גם אחרי ביטול המנוי.'],
});
const sla = pageRecords({
  path: '/legal/sla',
  lvl0: 'מידע משפטי',
  title: 'הסכם שירות ותמיכה',
  pageRank: -1,
  tag: 'default',
  items: ['נענה לפנייה הבאה תוך יום עבודה.', 'חשבון של 1,881 ₪ או 6,247.67 ₪ נשלח בסוף החודש.', 'הקלידו את השאלה בשורת החיפוש.'],
});
const havraaPage = pageRecords({
  path: '/calculation-results/calc-avraa',
  lvl0: 'תוצאות החישוב',
  title: 'דמי הבראה',
  keywords: ['convalescence pay', 'ימי הבראה'],
  items: [
    'התוצאה בודקת את דמי ההבראה ששולמו לעובד, כל עובד לפי הוותק שלו.',
    [2, 'העובד מבוטח בביטוח מנהלים. מה יופיע בתוצאה?', 'ביטוח-מנהלים'],
    'דמי ההבראה אינם נכללים בהפרשות.',
    'מספר ת"ז של העובד מופיע בדו"ח עם הסכום ששולם ב"חופשה שנתית".',
  ],
});
const auditEngine = SearchEngine.fromRecords([...testRecords, ...purchaseTerms, ...sla, ...havraaPage]);

function auditSearch(query: string, params: Record<string, unknown> = {}): EngineResponse {
  return response(auditEngine.searchRequests([{indexName: 'guide', query, ...params}]).results[0]);
}

function highlighted(hit: DocSearchHit): string[] {
  const values: string[] = [];
  const walk = (node: unknown): void => {
    if (node && typeof node === 'object') {
      const value = (node as {value?: unknown}).value;
      if (typeof value === 'string') values.push(...[...value.matchAll(/<mark>(.*?)<\/mark>/g)].map((match) => match[1]!));
      else Object.values(node).forEach(walk);
    }
  };
  walk(hit._highlightResult);
  return values;
}

test('a typo never outranks the exact word: fewer typos rank first', () => {
  const hits = auditSearch('ביטוח', {distinct: false, hitsPerPage: 50}).hits;
  assert.ok(hits.length > 0);
  // The exact word, here with an attached prefix (בביטוח, לביטוח), before every record that only has ביטול.
  const firstTypo = hits.findIndex((hit) => !JSON.stringify(hit._highlightResult).includes('ביטוח'));
  const lastExact = hits.map((hit) => JSON.stringify(hit._highlightResult).includes('ביטוח')).lastIndexOf(true);
  assert.ok(lastExact >= 0, 'the exact word is found');
  assert.ok(firstTypo < 0 || firstTypo > lastExact, 'records with the exact word come before records with a typo');
  assert.equal(paths(auditSearch('ביטוח'))[0], '/calculation-results/calc-avraa');
});

test('a form stripped of prefix letters tolerates a typo only when long and the word matches nothing as it is', () => {
  // משכורת matches through its synonym שכר, so its stripped form שכורת is not stretched to שורת.
  const salary = auditSearch('משכורת', {distinct: false, hitsPerPage: 100});
  assert.ok(salary.nbHits > 0);
  assert.ok(
    salary.hits.every((hit) => !String(hit.content).includes('שורת')),
    'no hit for שורת',
  );
  // בחפושה matches nothing as typed: its stripped form חפושה may carry the typo (swapped letters).
  assert.equal(paths(auditSearch('בחפושה'))[0], '/calculation-results/calc-hufsha');
  assert.equal(paths(auditSearch('בחופשע'))[0], '/calculation-results/calc-hufsha');
});

test('a non-blank query with nothing to search finds nothing; a lone last letter is a prefix', () => {
  for (const query of ['-', '?!', '"', '  ׳ ']) {
    assert.equal(auditSearch(query).nbHits, 0, query);
  }
  const letter = auditSearch('ח', {distinct: false, hitsPerPage: 1000, highlightPreTag: '<mark>', highlightPostTag: '</mark>'});
  assert.ok(letter.nbHits > 0 && letter.nbHits < auditEngine.records.length, `ח finds some records, not all (${letter.nbHits})`);
  for (const hit of letter.hits) {
    assert.ok(
      highlighted(hit).some((word) => word.startsWith('ח')),
      `a hit of ח is highlighted: ${hit.objectID}`,
    );
  }
  // Keywords answer for words typed, not for a first keystroke.
  assert.equal(auditSearch('c', {distinct: false}).nbHits, 0);
  assert.equal(auditSearch('convalescence', {distinct: false}).nbHits, 1);
  // A lone letter before other words is a prefix letter written apart (ל-Excel): it is dropped.
  assert.equal(auditSearch('ו אקסל').nbHits, auditSearch('אקסל').nbHits);
});

test('dotted and doubled-quote abbreviations meet their gershayim spelling', () => {
  assert.equal(paths(auditSearch('ת.ז.'))[0], '/calculation-results/calc-avraa');
  assert.equal(paths(auditSearch('ת"ז'))[0], '/calculation-results/calc-avraa');
  assert.ok(paths(auditSearch("דו''ח חדש")).includes('/release-notes/version 1.2.0'));
});

test('front-matter keywords match the page-title record only', () => {
  const result = auditSearch('convalescence', {distinct: false, hitsPerPage: 100});
  assert.deepEqual(
    result.hits.map((hit) => hit.type),
    ['lvl1'],
  );
  assert.equal(paths(result)[0], '/calculation-results/calc-avraa');
});

test('a heading that matches every word ranks above the paragraphs under it', () => {
  for (const [query, path] of [
    ['חופשה שנתית', '/calculation-results/calc-hufsha'],
    ['דמי הבראה', '/calculation-results/calc-avraa'],
    ['אישור תלושים', '/scan-results/approve-scan-payslips'],
  ] as const) {
    const all = auditSearch(query, {distinct: false});
    assert.equal(all.hits[0]!.type, 'lvl1', query);
    assert.equal(paths(all)[0], path, query);
    const distinct = auditSearch(query);
    assert.equal(distinct.hits[0]!.type, 'lvl1', `${query}, distinct by URL`);
  }
});

test('a paragraph that holds the word itself comes before a heading that only inherits it: it has a snippet to show', () => {
  const hits = auditSearch('הבראה', {hitsPerPage: 50}).hits;
  assert.equal(hits[0]!.type, 'lvl1');
  const section = hits.find((hit) => decodeURI(String(hit.url)).endsWith('#ביטוח-מנהלים'));
  assert.equal(section?.type, 'content');
  assert.match(String((section!._snippetResult as Record<string, {value: string}>).content!.value), /ההבראה/);
});

test('two swapped adjacent letters are one typo in words of five letters or more', () => {
  assert.equal(paths(auditSearch('חפושה'))[0], '/calculation-results/calc-hufsha');
  assert.equal(paths(auditSearch('תולשים'))[0], '/scan-results/approve-scan-payslips');
  assert.equal(paths(auditSearch('הבארה'))[0], '/calculation-results/calc-avraa');
  // Four letters: no typo at all.
  assert.equal(auditSearch('תולש', {removeWordsIfNoResults: 'none'}).nbHits, 0);
});

test('numbers without thousands separators, and versions with a leading v', () => {
  assert.equal(paths(auditSearch('1881'))[0], '/legal/sla');
  assert.equal(paths(auditSearch('1,881'))[0], '/legal/sla');
  assert.equal(paths(auditSearch('6247'))[0], '/legal/sla');
  assert.equal(paths(auditSearch('6247.67'))[0], '/legal/sla');
  assert.equal(paths(auditSearch('v1.2.0'))[0], '/release-notes/version 1.2.0');
});

test("a pointed query finds the guide's spelling, with or without vowel letters", () => {
  assert.equal(paths(auditSearch('כֹּל עוֹבֵד'))[0], '/calculation-results/calc-avraa');
  assert.equal(paths(auditSearch('עִם הַסְּכוּם'))[0], '/calculation-results/calc-avraa');
});

test('the highlight leaves quotation marks outside', () => {
  const hit = auditSearch('חופשה', {distinct: false, hitsPerPage: 100, highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits.find((h) => String(h.content).includes('ב"חופשה'));
  assert.ok(hit);
  assert.match((hit._highlightResult as Record<string, {value: string}>).content!.value, /ב&quot;<mark>חופשה<\/mark> <mark>שנתית<\/mark>&quot;|ב&quot;<mark>חופשה<\/mark> שנתית&quot;/);
});

test('question words add to the records the content words find, never decide which', () => {
  const records = [
    ...pageRecords({path: '/chatter', lvl0: 'מדריך', title: 'שאלות', items: ['איך אני יודע מה יש במנוי שלי ואת מי לשאול על זה?']}),
    ...pageRecords({path: '/cancel', lvl0: 'מדריך', title: 'ביטול מנוי', items: ['הקרדיטים נשארים בחשבון גם אחרי ביטול המנוי.']}),
  ];
  const first = (options: EngineOptions, query: string): string | undefined => paths(response(SearchEngine.fromRecords(records, options).searchRequests([{indexName: 'guide', query}]).results[0]))[0];
  const query = 'איך אני מבטל את המנוי שלי';
  // The content words decide: the page titled by them answers.
  assert.equal(first({}, query), '/cancel');
  // Counted as words (Algolia's removeStopWords off), the page that has the most function words won
  // (answering with any of the words; holding the words that decide, it is no answer at all).
  assert.equal(first({settings: {removeStopWords: []}, distinctiveWords: false}, query), '/chatter');
  assert.equal(first({settings: {removeStopWords: []}}, query), undefined);
  // A query of question words only is searched as typed.
  assert.equal(first({}, 'איך אני'), '/chatter');
});

test('another inflection, another spelling, and a typo in a short word', () => {
  assert.equal(paths(auditSearch('מנויים'))[0], '/legal/purchase-terms');
  assert.equal(paths(auditSearch('הסכמים'))[0], '/legal/sla');
  assert.equal(paths(auditSearch('הבארה'))[0], '/calculation-results/calc-avraa');
  assert.equal(paths(auditSearch('מנוע'))[0], '/legal/purchase-terms', 'מנוע is not in the text: מנוי, one typo');
  assert.deepEqual(paths(auditSearch('מנוע', {typoTolerance: false})), [], 'the typo it is');
  assert.deepEqual(paths(auditSearch('מנוי', {typoTolerance: true})).slice(0, 1), ['/legal/purchase-terms']);
});
