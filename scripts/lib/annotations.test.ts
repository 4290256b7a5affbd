import {test} from 'node:test';
import assert from 'node:assert/strict';
import {annotationLine, escapeData, escapeProperty, parseAnnotationLine} from './annotations';

test('an annotation names the file, the line and the title, and carries the Hebrew message', () => {
  assert.equal(annotationLine({file: 'docs/intro.md', line: 12, title: 'תוכן', message: 'חסר "ראו גם" בסוף העמוד'}), '::error file=docs/intro.md,line=12,title=תוכן::חסר "ראו גם" בסוף העמוד');
  assert.equal(annotationLine({file: 'sidebars.ts', message: 'x'}), '::error file=sidebars.ts::x');
  assert.equal(annotationLine({message: 'בלי קובץ'}), '::error::בלי קובץ');
  assert.equal(annotationLine({level: 'warning', line: 3, message: 'a line without a file is not shown'}), '::warning::a line without a file is not shown');
});

test('the message escapes %, CR and LF as GitHub reads them; a property also escapes : and ,', () => {
  assert.equal(escapeData('100% נכון\nשורה שנייה\r'), '100%25 נכון%0Aשורה שנייה%0D');
  assert.equal(escapeData('a, b: c'), 'a, b: c');
  assert.equal(escapeProperty('חשבון, דוגמאות: 50%'), 'חשבון%2C דוגמאות%3A 50%25');
  const line = annotationLine({file: 'docs/a,b:c.md', line: 4, title: 'חשבון, דוגמאות', message: '9,100 ÷ 182 = 50: 100%\nתקנו'});
  assert.equal(line, '::error file=docs/a%2Cb%3Ac.md,line=4,title=חשבון%2C דוגמאות::9,100 ÷ 182 = 50: 100%25%0Aתקנו');
  // One line, whatever the message holds.
  assert.equal(line.split('\n').length, 1);
  assert.deepEqual(parseAnnotationLine(line), {level: 'error', file: 'docs/a,b:c.md', line: 4, title: 'חשבון, דוגמאות', message: '9,100 ÷ 182 = 50: 100%\nתקנו'});
});

test('an escape sequence already in the text is escaped again, not read as one', () => {
  assert.equal(escapeData('%0A'), '%250A');
  assert.equal(parseAnnotationLine(annotationLine({message: 'literal %0A and %25'}))?.message, 'literal %0A and %25');
});
