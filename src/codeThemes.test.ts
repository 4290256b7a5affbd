import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from './codeThemes.ts';

type Rgb = [number, number, number];

function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour.trim());
  assert.ok(rgb, `unsupported colour ${colour}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The background of a highlighted line: --docusaurus-highlighted-code-line-bg over the block (src/css/custom.css). */
function highlighted(background: Rgb, blackAlpha: number): Rgb {
  return background.map((channel) => Math.round(channel * (1 - blackAlpha))) as Rgb;
}

function expectReadable(theme: PrismTheme, highlightAlpha: number): void {
  const background = parseColour(theme.plain.backgroundColor!);
  const backgrounds = [background, highlighted(background, highlightAlpha)];
  const colours = [theme.plain.color!, ...theme.styles.flatMap(({style}) => (style.color ? [style.color] : []))];
  for (const colour of colours) {
    for (const behind of backgrounds) {
      const ratio = contrast(parseColour(colour), behind);
      assert.ok(ratio >= 4.5, `${colour} on rgb(${behind.join(', ')}) is ${ratio.toFixed(2)}:1`);
    }
  }
  for (const {types, style} of theme.styles) {
    assert.ok(style.opacity === undefined || style.opacity === 1, `${types.join(',')} is drawn at opacity ${style.opacity}`);
  }
}

test('every token of the light code theme reaches 4.5:1 on its background and on a highlighted line', () => {
  expectReadable(lightCodeTheme, 0.08);
});

test('every token of the dark code theme reaches 4.5:1 on its background and on a highlighted line', () => {
  expectReadable(darkCodeTheme, 0.3);
});

test('the contrast formula gives the known ratios', () => {
  assert.equal(contrast([0, 0, 0], [255, 255, 255]).toFixed(1), '21.0');
  assert.equal(contrast(parseColour('#767676'), parseColour('#ffffff')).toFixed(2), '4.54');
});
