import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {svgConventionProblems, svgProblems} from './content';
import {repoRoot} from './files';

// The illustration a writer copies to start a page's (CONTRIBUTING.md, "איורים"): it passes the
// content check's rules, and follows the conventions the check does not read: the palette, rounded
// areas, and numbered areas each with its label.

const file = path.join(repoRoot, 'writing/starter.svg');
const svg = readFileSync(file, 'utf8');
const root = parse(svg).querySelector('svg')!;
const palette = new Set(['#ffffff', '#f1f4f9', '#9aa6b8', '#1c2430', '#1e55b3', '#0f7b6c', '#b45309', '#b42318', 'none']);

test('the starter illustration passes the content check of an illustration of a screen', () => {
  assert.deepEqual(svgProblems(svg, statSync(file).size), []);
  assert.deepEqual(svgConventionProblems(svg), []);
  assert.equal(root.getAttribute('direction'), 'rtl');
  assert.match(root.getAttribute('font-family') ?? '', /^Heebo, /);
  assert.equal(root.getAttribute('viewBox'), '0 0 800 500');
});

test("it uses the guide's palette only, rounded areas, and numbered areas in reading order", () => {
  const colours = root.querySelectorAll('*').flatMap((element) => ['fill', 'stroke'].flatMap((name) => element.getAttribute(name) ?? []));
  assert.deepEqual(
    colours.filter((colour) => !palette.has(colour.toLowerCase())),
    [],
  );
  const rects = root.querySelectorAll('rect');
  assert.ok(rects.length >= 8 && rects.every((rect) => rect.getAttribute('rx') === '6'), 'every area is a rectangle with rx="6"');
  // The numbering circles: r="13", filled with the primary colour, each followed by its white number.
  const numbers = root.querySelectorAll('circle[r="13"]').map((circle) => {
    assert.equal(circle.getAttribute('fill'), '#1e55b3');
    const label = circle.nextElementSibling;
    assert.equal(label?.tagName, 'TEXT');
    assert.equal(label?.getAttribute('fill'), '#ffffff');
    return Number(label?.text);
  });
  assert.deepEqual(numbers, [1, 2, 3, 4]);
  // Every area is labelled in Hebrew.
  const texts = root.querySelectorAll('text').map((text) => text.text);
  for (const label of ['הסרגל העליון', 'רשימה', 'כותרת המסך', 'כפתור ראשי']) assert.ok(texts.includes(label), label);
});
