import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectNumbers, numberAfter, numbers, r, readPage, roundShekel, seniorityYear} from './lib';

// The worked example of calc-hufsha.md, recomputed from the page: days by seniority; pay = (the quarter's regular pay ÷ 90) × days by the law's count.
const page = readPage('calculation-results/calc-hufsha');

// Annual Leave Law, from 1.1.2017 (writing/labor-law-facts.md, section 3): [first year, last year, law days, 6-day week, 5-day week].
const statutory: [number, number, number, number, number][] = [
  [1, 5, 16, 14, 12],
  [6, 6, 18, 16, 14],
  [7, 7, 21, 18, 15],
  [8, 8, 22, 19, 16],
  [9, 9, 23, 20, 17],
  [10, 10, 24, 21, 18],
  [11, 11, 25, 22, 19],
  [12, 12, 26, 23, 20],
  [13, 13, 27, 24, 20],
  [14, Infinity, 28, 24, 20],
];
const columns = ['שנת ותק', 'לפי החוק (ימים קלנדריים ברוטו)', 'שבוע של 6 ימים (ימי עבודה)', 'שבוע של 5 ימים (ימי עבודה)'];
const table = page.section('מה קובע החוק').table(...columns);
const entitlements = table.rows.map((row) => {
  const years = numbers(row.cell('שנת ותק'));
  const last = row.label.includes('ואילך') ? Infinity : years[years.length - 1];
  return {first: years[0], last, law: row.number(columns[1]), sixDay: row.number(columns[2]), fiveDay: row.number(columns[3])};
});
const entitlementFor = (year: number) => {
  const found = entitlements.find((e) => e.first <= year && year <= e.last);
  assert.ok(found, `no row for seniority year ${year}`);
  return found;
};

const rules = page.section('הכלל בקצרה');
const shortTerm = rules.line('עובד בשכר שעתי או יומי');
const shortTermRate = numberAfter(shortTerm, 'מקבל לפחות');
const shortTermPay = numberAfter(shortTerm, 'על שכר של');
const divisor = numberAfter(rules.line('דמי חופשה לעובד שאינו חודשי'), 'חלקי');
const weekLawDays = 7; // Sunday to Saturday: the law counts the weekly rest days too

const example = page.section('דוגמה מחושבת');
const premise = example.line('נועה עובדת');
const wage = numberAfter(premise, 'בשכר שעתי של');
const year = seniorityYear(premise);
const takenWorkDays = numberAfter(premise, 'עד שבת:');
const entitlement = entitlementFor(year);

const quarter = example.section('שלב 3');
const monthNames = ['אפריל', 'מאי', 'יוני'];
const quarterPay = monthNames.map((name) => numberAfter(quarter.line(`- ${name}:`), ':'));
const quarterTotal = r(quarterPay.reduce((a, b) => a + b, 0));
const overtimePay = numberAfter(quarter.line('סך הכול:'), 'קיבלה גם');
const dailyAverage = roundShekel(quarterTotal / divisor);
const due = roundShekel(dailyAverage * weekLawDays);

test("the seniority table is the law's", () => {
  assert.equal(entitlements.length, statutory.length);
  statutory.forEach(([first, last, law, sixDay, fiveDay], i) => {
    assert.deepEqual(entitlements[i], {first, last, law, sixDay, fiveDay}, `${table.rows[i].where}`);
  });
});

test('the 4% alternative and the proportional entitlement', () => {
  expectNumbers(shortTerm, [75, 74, shortTermRate, shortTermPay, shortTermPay, shortTermRate, (shortTermPay * shortTermRate) / 100]);
  const warning = page.section('מה קובע החוק').line('עובד שעבד שנה מלאה');
  const threshold = numberAfter(warning, 'לפחות');
  const partYear = numberAfter(warning, 'הסף הוא');
  const worked = numberAfter(warning, 'שעבדה');
  const share = worked / threshold;
  const law = entitlementFor(seniorityYear(warning)).law;
  // The thresholds are the law's own (section 3(ב) of the Annual Leave Law), cited and no longer hedged as custom.
  expectNumbers(warning, [3, threshold, partYear, worked, worked, threshold, share * 100, law, share, r(law * share)]);
  assert.match(warning.text, /סעיף 3\(ב\) לחוק חופשה שנתית/, `${warning.where}: the thresholds cite their section`);
  assert.doesNotMatch(page.lines.map((line) => line.text).join('\n'), /נוהג המקובל|לא כתובים במפורש בחוק/, 'the thresholds are not custom');
});

test('steps 1 and 2: entitlement and balance', () => {
  expectNumbers(premise, [wage, 5, 2026, 2026, takenWorkDays]);
  assert.equal(seniorityYear(example.section('שלב 1').line('לפי הטבלה')), year, 'step 1 names the seniority year of the example');
  expectNumbers(example.section('שלב 1').line('לפי הטבלה'), [entitlement.law, entitlement.fiveDay, 5]);
  expectNumbers(example.section('שלב 2').line('שבוע מלא'), [
    weekLawDays,
    takenWorkDays,
    entitlement.fiveDay,
    takenWorkDays,
    entitlement.fiveDay - takenWorkDays,
    entitlement.law,
    weekLawDays,
    entitlement.law - weekLawDays,
  ]);
});

test('step 3: the average daily wage', () => {
  assert.ok(quarter.line('הרבעון שלפני החופשה').text.includes('אפריל עד יוני 2026'), 'the quarter before July');
  expectNumbers(quarter.line('סך הכול:'), [...quarterPay, quarterTotal, overtimePay, quarterTotal, divisor, dailyAverage]);
});

test('steps 4 and 5: vacation pay, the payslip and the gap', () => {
  expectNumbers(example.section('שלב 4').line('='), [dailyAverage, weekLawDays, due]);
  const step = example.section('שלב 5');
  const payslip = step.line('בתלוש של נועה');
  const paidHoursPerDay = numberAfter(payslip, 'לפי');
  const paid = r(takenWorkDays * paidHoursPerDay * wage);
  expectNumbers(payslip, [takenWorkDays, paidHoursPerDay, takenWorkDays, paidHoursPerDay, wage, paid]);

  const result = step.table('רכיב', 'שולם', 'צריך היה לשלם', 'פער');
  const pay = result.row(/^דמי חופשה/);
  expectNumbers(pay.cell('שולם'), [paid]);
  expectNumbers(pay.cell('צריך היה לשלם'), [due]);
  expectNumbers(pay.cell('פער'), [r(due - paid)]);
  const balance = result.row('יתרת חופשה בימי עבודה');
  const dueBalance = entitlement.fiveDay - takenWorkDays;
  expectNumbers(balance.cell('צריך היה לשלם'), [dueBalance]);
  expectNumbers(balance.cell('פער'), [dueBalance - balance.number('שולם')]);

  expectNumbers(step.line('הפער:'), [due, paid, r(due - paid), quarterTotal, overtimePay, divisor, (quarterTotal + overtimePay) / divisor]);
});
