import {test} from 'node:test';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-holiday-payment.md:
// an hourly worker (40 ₪), three holidays in April 2026, 8 hours worked on Independence Day.
const page = readDoc('calculation-results/calc-holiday-payment');

const hourlyWage = 40;
const dailyNorm = 8.6;
const previousMonths = [
  {days: 21, pay: 7224},
  {days: 20, pay: 6880},
  {days: 22, pay: 7568},
];
const holidays = 3; // Pesach first day, Pesach seventh day, Independence Day
const hoursWorkedOnHoliday = 8;
const holidayWorkRate = 1.5;
const paidHolidayWorkRate = 1; // the payslip paid the holiday hours at 100%
const paidHolidayPay = 0;

const totalPay = previousMonths.reduce((s, m) => s + m.pay, 0);
const totalDays = previousMonths.reduce((s, m) => s + m.days, 0);
const dayValue = roundShekel(totalPay / totalDays);

test('step 2: the value of a holiday', () => {
  for (const m of previousMonths) {
    assertStated(page, m.days);
    assertStated(page, m.pay);
    // each month's pay is the month's days × the daily norm × the hourly wage
    assertStated(page, roundShekel(m.days * dailyNorm * hourlyWage));
  }
  assertStated(page, totalPay); // 21,672
  assertStated(page, totalDays); // 63
  assertStated(page, dayValue); // 344
  assertStated(page, roundShekel(dailyNorm * hourlyWage)); // 344, the cross-check
});

test('step 3: work on Independence Day', () => {
  assertStated(page, hoursWorkedOnHoliday);
  assertStated(page, roundShekel(hoursWorkedOnHoliday * hourlyWage * holidayWorkRate)); // 480
});

test('step 4: comparison with the payslip', () => {
  const holidayPay = roundShekel(holidays * dayValue);
  const workPay = roundShekel(hoursWorkedOnHoliday * hourlyWage * holidayWorkRate);
  const due = roundShekel(holidayPay + workPay);
  const paid = roundShekel(hoursWorkedOnHoliday * hourlyWage * paidHolidayWorkRate + paidHolidayPay);
  assertStated(page, paid); // 320
  assertStated(page, roundShekel(workPay - paid)); // 160
  assertStated(page, holidayPay); // 1,032
  assertStated(page, due); // 1,512
  assertStated(page, roundShekel(due - paid)); // 1,192
});
