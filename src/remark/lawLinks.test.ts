import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Link, Paragraph} from 'mdast';
import remarkLawLinks from './lawLinks';
import {havraaOrder, minimumWageLaw} from '../data/lawFigures';
import {expandLawLinks, lawTexts} from '../data/lawTexts';

const run = (markdown: string) => {
  const tree = unified().use(remarkParse).parse(markdown);
  remarkLawLinks()(tree, {path: 'docs/x.md'});
  return tree;
};

describe('links to laws', () => {
  it('get the address of the official text from src/data/lawTexts.ts', () => {
    const tree = run('לפי [חוק שעות עבודה ומנוחה](law:hoursOfWork), סעיף 16.');
    const link = (tree.children[0] as Paragraph).children[1] as Link;
    assert.equal(link.url, lawTexts.hoursOfWork.url);
    assert.match(link.url, /^https:\/\/main\.knesset\.gov\.il\//);
  });

  it('are addresses a Markdown link can hold: no parentheses or spaces left unencoded', () => {
    for (const text of Object.values(lawTexts)) assert.match(text.url, /^https:\/\/[^\s()]+$/, text.name);
  });

  it('stop the build when they name no text of the table', () => {
    assert.throws(() => run('[חוק](law:noSuchLaw)'), /no such text in src\/data\/lawTexts\.ts/);
  });

  it('read the same in the Markdown readers as in the build', () => {
    assert.equal(expandLawLinks('[צו](law:pensionOrder) ו-[x](law:nothing)'), `[צו](${lawTexts.pensionOrder.url}) ו-[x](law:nothing)`);
    assert.equal(expandLawLinks('[חוק](law:havraaReduction2024)'), `[חוק](${lawTexts.havraaReduction2024.url})`);
  });
});

it("the figures' sources name the laws as the table does (src/data/lawFigures.ts keeps its own copy of the names)", () => {
  assert.equal(minimumWageLaw, lawTexts.minimumWage.name);
  assert.equal(havraaOrder, lawTexts.havraaOrder.name);
});
