import assert from 'node:assert/strict';
import {test} from 'node:test';
import {helpTargets} from '../targets';
import {hasHeadingId, listProblems, resolveHelpLinks} from './resolve';

test('the list itself: Latin keys and ids, each screen once', () => {
  assert.deepEqual(listProblems(helpTargets), []);
  assert.deepEqual(
    listProblems([
      {screen: 'a', doc: 'x', heading: 'איך'},
      {screen: 'a', doc: 'x', heading: 'b'},
    ]),
    ['a: heading id "איך" is not lowercase Latin with hyphens', 'screen "a" is listed twice'],
  );
});

test('a target resolves only to a heading with its id on its doc', async () => {
  const pages = new Map([['/intro', '<h2 class="anchor" id="start">התחלה</h2><p id="para">x</p>']]);
  const input = {
    permalinkByDoc: new Map([['intro', '/intro']]),
    html: async (permalink: string) => pages.get(permalink),
    url: (permalink: string) => `https://d.example${permalink}`,
  };
  const ok = await resolveHelpLinks({...input, targets: [{screen: 'home', doc: 'intro', heading: 'start'}]});
  assert.deepEqual(ok, {links: [{screen: 'home', page: '/intro', heading: 'start', url: 'https://d.example/intro#start'}], problems: []});
  const broken = await resolveHelpLinks({
    ...input,
    targets: [
      {screen: 'para', doc: 'intro', heading: 'para'},
      {screen: 'gone', doc: 'removed', heading: 'start'},
    ],
  });
  assert.equal(broken.links.length, 0);
  assert.match(broken.problems[0]!, /^para: \/intro has no heading with id "para"/);
  assert.match(broken.problems[1]!, /^gone: no doc "removed"/);
  assert.equal(hasHeadingId('<h3 id="start-1">', 'start'), false);
  assert.equal(hasHeadingId('<h2 class=anchor id=start>', 'start'), true);
  assert.equal(hasHeadingId('<h2 class=anchor id=start-1>', 'start'), false);
});
