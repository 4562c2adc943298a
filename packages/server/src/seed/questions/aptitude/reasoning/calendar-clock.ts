/** Calendars (weekday of a later date from a known one) and clocks (angle between the hands). */
import { num, same, single } from '../build.js';
import type { Difficulty } from '../../types.js';

export const weekdays = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
} as const;
const months = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
} as const;

/** Dates as [year, month 1-12, day]. The weekday of `known` is stated; that of `asked` is asked. */
export type CivilDate = readonly [number, number, number];

export const calendarRows: readonly { known: CivilDate; asked: CivilDate; difficulty: Difficulty }[] = [
  { known: [2023, 8, 15], asked: [2024, 8, 15], difficulty: 'medium' },
  { known: [2021, 1, 26], asked: [2022, 1, 26], difficulty: 'easy' },
  { known: [2019, 3, 1], asked: [2020, 3, 1], difficulty: 'medium' },
  { known: [2018, 10, 2], asked: [2022, 10, 2], difficulty: 'hard' },
  { known: [2001, 1, 1], asked: [2005, 1, 1], difficulty: 'hard' },
];

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthDays = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

/** Days since 1 January of year 1 (counted by the Gregorian leap-year rule). */
function dayNumber([y, m, d]: CivilDate): number {
  const before = y - 1;
  let days = before * 365 + Math.floor(before / 4) - Math.floor(before / 100) + Math.floor(before / 400);
  for (let month = 1; month < m; month += 1) days += monthDays(y, month);
  return days + d;
}

/** 1 January 2001 was a Monday: the anchor for stating the known weekday. */
const anchor = dayNumber([2001, 1, 1]);
const weekdayOf = (date: CivilDate) => (((dayNumber(date) - anchor + 1) % 7) + 7) % 7;

const dateText = ([y, m, d]: CivilDate) => ({ en: `${d} ${months.en[m - 1]} ${y}`, hi: `${d} ${months.hi[m - 1]} ${y}` });

const calendar = calendarRows.map((row, i) => {
  const [from, to] = [dateText(row.known), dateText(row.asked)];
  const known = weekdayOf(row.known);
  const gap = dayNumber(row.asked) - dayNumber(row.known);
  const odd = gap % 7;
  const answer = (known + odd) % 7;
  const day = (n: number) => ({ en: weekdays.en[((n % 7) + 7) % 7]!, hi: weekdays.hi[((n % 7) + 7) % 7]! });
  return single({
    subject: 'reasoning',
    key: `reason-calendar-${String(i + 1).padStart(3, '0')}`,
    topic: 'calendars',
    difficulty: row.difficulty,
    en: {
      text: `${from.en} was a ${weekdays.en[known]}. What day of the week was ${to.en}?`,
      explanation: `From ${from.en} to ${to.en} there are ${num(gap)} days (counting 29 February in a leap year). ${num(gap)} = 7 × ${Math.floor(gap / 7)} + ${odd}, so the weekday moves on by ${odd}: ${weekdays.en[known]} + ${odd} = ${weekdays.en[answer]}.`,
    },
    hi: {
      text: `${from.hi} को ${weekdays.hi[known]} था। ${to.hi} को सप्ताह का कौन-सा दिन था?`,
      explanation: `${from.hi} से ${to.hi} तक ${num(gap)} दिन हैं (लीप वर्ष की 29 फ़रवरी सहित)। ${num(gap)} = 7 × ${Math.floor(gap / 7)} + ${odd}, अतः ${odd} विषम दिन: ${weekdays.hi[known]} + ${odd} = ${weekdays.hi[answer]}।`,
    },
    correct: day(answer),
    // The leap day forgotten or counted once too often, and the same weekday again.
    distractors: [day(answer - 1), day(answer + 1), day(known), day(answer + 2)],
  });
});

/** Times on a clock face; the smaller angle between the hands is asked. */
export const clockRows: readonly { hour: number; minute: number; difficulty: Difficulty }[] = [
  { hour: 3, minute: 40, difficulty: 'medium' },
  { hour: 7, minute: 20, difficulty: 'medium' },
  { hour: 9, minute: 15, difficulty: 'hard' },
  { hour: 4, minute: 36, difficulty: 'hard' },
  { hour: 2, minute: 30, difficulty: 'easy' },
];

const degrees = (v: number) => same(`${num(v)}°`);

const clocks = clockRows.map((row, i) => {
  const { hour: h, minute: m } = row;
  const hourHand = (h % 12) * 30 + m / 2;
  const minuteHand = m * 6;
  const raw = Math.abs(hourHand - minuteHand);
  const angle = Math.min(raw, 360 - raw);
  const time = `${h}:${String(m).padStart(2, '0')}`;
  return single({
    subject: 'reasoning',
    key: `reason-clock-${String(i + 1).padStart(3, '0')}`,
    topic: 'clocks',
    difficulty: row.difficulty,
    en: {
      text: `What is the smaller angle between the hour hand and the minute hand of a clock at ${time}?`,
      explanation: `The hour hand moves 30° an hour and ½° a minute: ${h} × 30 + ${m} × ½ = ${num(hourHand)}°. The minute hand moves 6° a minute: ${m} × 6 = ${minuteHand}°. Difference = ${num(raw)}°${raw > 180 ? `; the smaller angle is 360 − ${num(raw)} = ${num(angle)}°` : ''}.`,
    },
    hi: {
      text: `${time} बजे घड़ी की घंटे की सुई और मिनट की सुई के बीच छोटा कोण कितना है?`,
      explanation: `घंटे की सुई 1 घंटे में 30° और 1 मिनट में ½° चलती है: ${h} × 30 + ${m} × ½ = ${num(hourHand)}°। मिनट की सुई 1 मिनट में 6° चलती है: ${m} × 6 = ${minuteHand}°। अंतर = ${num(raw)}°${raw > 180 ? `; छोटा कोण 360 − ${num(raw)} = ${num(angle)}°` : ''}।`,
    },
    correct: degrees(angle),
    // The hour hand left on the hour; the larger (reflex) angle; near values.
    distractors: [Math.min(Math.abs(h * 30 - m * 6), 360 - Math.abs(h * 30 - m * 6)), 360 - angle, angle + 10, angle - 10].map(degrees),
  });
});

export const calendarClockQuestions = [...calendar, ...clocks];
