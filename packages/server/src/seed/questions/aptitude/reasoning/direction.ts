/** Direction sense: a walk of straight legs and turns; how far and in which direction is the end? */
import { single } from '../build.js';
import type { Difficulty } from '../../types.js';

/** A leg: turn first (none for the first leg, which faces `facing`), then walk `metres`. */
export interface Leg {
  turn?: 'left' | 'right';
  metres: number;
}

export const compass = ['North', 'East', 'South', 'West'] as const;
export type Facing = (typeof compass)[number];

export const directionRows: readonly { name: { en: string; hi: string; female: boolean }; facing: Facing; legs: readonly Leg[]; difficulty: Difficulty }[] = [
  { name: { en: 'Ravi', hi: 'रवि', female: false }, facing: 'North', legs: [{ metres: 10 }, { turn: 'right', metres: 8 }, { turn: 'right', metres: 4 }], difficulty: 'easy' },
  { name: { en: 'Meena', hi: 'मीना', female: true }, facing: 'North', legs: [{ metres: 5 }, { turn: 'left', metres: 3 }, { turn: 'left', metres: 9 }], difficulty: 'medium' },
  { name: { en: 'Arjun', hi: 'अर्जुन', female: false }, facing: 'North', legs: [{ metres: 15 }, { turn: 'right', metres: 10 }, { turn: 'right', metres: 15 }], difficulty: 'easy' },
  { name: { en: 'Kavita', hi: 'कविता', female: true }, facing: 'North', legs: [{ metres: 3 }, { turn: 'left', metres: 5 }, { turn: 'left', metres: 9 }, { turn: 'right', metres: 3 }], difficulty: 'hard' },
  { name: { en: 'Imran', hi: 'इमरान', female: false }, facing: 'East', legs: [{ metres: 6 }, { turn: 'right', metres: 10 }, { turn: 'right', metres: 14 }, { turn: 'left', metres: 5 }], difficulty: 'hard' },
];

const hiDirection: Record<string, string> = {
  North: 'उत्तर',
  East: 'पूर्व',
  South: 'दक्षिण',
  West: 'पश्चिम',
  'North-East': 'उत्तर-पूर्व',
  'North-West': 'उत्तर-पश्चिम',
  'South-East': 'दक्षिण-पूर्व',
  'South-West': 'दक्षिण-पश्चिम',
};

/** Compass point of (east, north) from the start; '' at the start itself. */
function pointOf(east: number, north: number): string {
  const ns = north > 0 ? 'North' : north < 0 ? 'South' : '';
  const ew = east > 0 ? 'East' : east < 0 ? 'West' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew;
}

const opposite: Record<string, string> = {
  North: 'South',
  South: 'North',
  East: 'West',
  West: 'East',
  'North-East': 'South-West',
  'South-West': 'North-East',
  'North-West': 'South-East',
  'South-East': 'North-West',
};
const mirrored: Record<string, string> = {
  North: 'East',
  South: 'West',
  East: 'North',
  West: 'South',
  'North-East': 'North-West',
  'North-West': 'North-East',
  'South-East': 'South-West',
  'South-West': 'South-East',
};

const choice = (metres: number, point: string) => ({
  en: `${metres} m, ${point}`,
  hi: `${metres} मीटर, ${hiDirection[point]}`,
});

export const directionQuestions = directionRows.map((row, i) => {
  let heading = compass.indexOf(row.facing);
  let [east, north] = [0, 0];
  const stepsEn: string[] = [];
  const stepsHi: string[] = [];
  for (const leg of row.legs) {
    if (leg.turn) heading = (heading + (leg.turn === 'right' ? 1 : 3)) % 4;
    const facing = compass[heading]!;
    east += facing === 'East' ? leg.metres : facing === 'West' ? -leg.metres : 0;
    north += facing === 'North' ? leg.metres : facing === 'South' ? -leg.metres : 0;
    stepsEn.push(`${leg.turn ? `turns ${leg.turn} and ` : ''}walks ${leg.metres} m`);
    const walks = row.name.female ? 'चलती है' : 'चलता है';
    stepsHi.push(`${leg.turn ? `${leg.turn === 'right' ? 'दाएँ' : 'बाएँ'} मुड़कर ` : ''}${leg.metres} मीटर ${walks}`);
  }
  const distance = Math.hypot(east, north);
  const point = pointOf(east, north);
  const path = row.legs.reduce((sum, leg) => sum + leg.metres, 0);
  const { name } = row;
  return single({
    subject: 'reasoning',
    key: `reason-direction-${String(i + 1).padStart(3, '0')}`,
    topic: 'direction-sense',
    difficulty: row.difficulty,
    en: {
      text: `${name.en}, facing ${row.facing}, ${stepsEn.join(', then ')}. How far from the starting point is ${name.en} now, and in which direction?`,
      explanation: `Take the start as (0, 0) with North up. The walk ends ${Math.abs(east)} m ${east >= 0 ? 'East' : 'West'} and ${Math.abs(north)} m ${north >= 0 ? 'North' : 'South'} of the start. Distance = √(${Math.abs(east)}² + ${Math.abs(north)}²) = ${distance} m, towards the ${point}.`,
    },
    hi: {
      text: `${name.hi} ${hiDirection[row.facing]} की ओर मुँह करके ${stepsHi.join(', फिर ')}। अब ${name.hi} आरंभिक बिंदु से कितनी दूरी पर और किस दिशा में है?`,
      explanation: `आरंभिक बिंदु को (0, 0) मानिए, उत्तर ऊपर। यात्रा आरंभ से ${Math.abs(east)} मीटर ${east >= 0 ? 'पूर्व' : 'पश्चिम'} और ${Math.abs(north)} मीटर ${north >= 0 ? 'उत्तर' : 'दक्षिण'} में समाप्त होती है। दूरी = √(${Math.abs(east)}² + ${Math.abs(north)}²) = ${distance} मीटर, ${hiDirection[point]} दिशा में।`,
    },
    correct: choice(distance, point),
    // The opposite or mirrored direction, the whole path walked, the legs added without Pythagoras.
    distractors: [
      choice(distance, opposite[point]!),
      choice(distance, mirrored[point]!),
      choice(path, point),
      choice(Math.abs(east) + Math.abs(north), point),
    ],
  });
});
