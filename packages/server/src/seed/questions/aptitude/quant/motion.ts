/** Speed, distance and time: average speed of a round trip, trains passing platforms, boats and streams. */
import { mixed, single } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'quantitative-aptitude' } as const;
const kmph = (numerator: number, denominator = 1) => ({
  en: `${mixed(numerator, denominator)} km/h`,
  hi: `${mixed(numerator, denominator)} किमी/घंटा`,
});

/** A trip out at `out` km/h and back over the same road at `back` km/h. */
export const roundTripRows = [
  { out: 40, back: 60, difficulty: 'easy' },
  { out: 30, back: 45, difficulty: 'medium' },
  { out: 20, back: 30, difficulty: 'easy' },
  { out: 60, back: 90, difficulty: 'medium' },
  { out: 50, back: 75, difficulty: 'medium' },
] as const satisfies readonly { out: number; back: number; difficulty: Difficulty }[];

const roundTrip = roundTripRows.map((row, i) => {
  const { out: x, back: y } = row;
  return single({
    ...base,
    key: `quant-sdt-${String(i + 1).padStart(3, '0')}`,
    topic: 'speed-distance-time',
    difficulty: row.difficulty,
    en: {
      text: `A car goes from town P to town Q at ${x} km/h and returns along the same road at ${y} km/h. What is its average speed for the whole journey?`,
      explanation: `For equal distances, average speed = 2xy/(x + y) = 2 × ${x} × ${y}/(${x} + ${y}) = ${mixed(2 * x * y, x + y)} km/h. (The simple mean, ${mixed(x + y, 2)}, is wrong: the car spends longer at the lower speed.)`,
    },
    hi: {
      text: `एक कार शहर P से शहर Q तक ${x} किमी/घंटा की चाल से जाती है और उसी रास्ते से ${y} किमी/घंटा की चाल से लौटती है। पूरी यात्रा में उसकी औसत चाल क्या है?`,
      explanation: `समान दूरियों के लिए औसत चाल = 2xy/(x + y) = 2 × ${x} × ${y}/(${x} + ${y}) = ${mixed(2 * x * y, x + y)} किमी/घंटा। (साधारण औसत ${mixed(x + y, 2)} गलत है: कार कम चाल पर अधिक समय बिताती है।)`,
    },
    correct: kmph(2 * x * y, x + y),
    distractors: [kmph(x + y, 2), kmph(x * y, x + y), kmph(y - x), kmph(2 * x * y + (x + y), x + y)],
  });
});

/** A train `train` metres long passes a platform `platform` metres long in `seconds`. */
export const trainRows = [
  { train: 240, platform: 360, seconds: 30, difficulty: 'easy' },
  { train: 350, platform: 250, seconds: 40, difficulty: 'medium' },
  { train: 280, platform: 220, seconds: 20, difficulty: 'medium' },
  { train: 120, platform: 180, seconds: 18, difficulty: 'medium' },
  { train: 450, platform: 300, seconds: 45, difficulty: 'hard' },
] as const satisfies readonly { train: number; platform: number; seconds: number; difficulty: Difficulty }[];

const trains = trainRows.map((row, i) => {
  const { train: l, platform: p, seconds: t } = row;
  // metres per second × 18/5 = km/h.
  return single({
    ...base,
    key: `quant-train-${String(i + 1).padStart(3, '0')}`,
    topic: 'trains',
    difficulty: row.difficulty,
    en: {
      text: `A train ${l} m long crosses a platform ${p} m long in ${t} seconds. What is the speed of the train?`,
      explanation: `To cross the platform the train covers its own length plus the platform: ${l} + ${p} = ${l + p} m in ${t} s, that is ${mixed(l + p, t)} m/s. In km/h: ${mixed(l + p, t)} × 18/5 = ${mixed((l + p) * 18, t * 5)} km/h.`,
    },
    hi: {
      text: `${l} मीटर लंबी एक रेलगाड़ी ${p} मीटर लंबे प्लेटफ़ॉर्म को ${t} सेकंड में पार करती है। रेलगाड़ी की चाल क्या है?`,
      explanation: `प्लेटफ़ॉर्म पार करने में रेलगाड़ी अपनी लंबाई और प्लेटफ़ॉर्म की लंबाई तय करती है: ${l} + ${p} = ${l + p} मीटर, ${t} सेकंड में, अर्थात ${mixed(l + p, t)} मीटर/सेकंड। किमी/घंटा में: ${mixed(l + p, t)} × 18/5 = ${mixed((l + p) * 18, t * 5)} किमी/घंटा।`,
    },
    correct: kmph((l + p) * 18, t * 5),
    // The platform forgotten; m/s printed as km/h; the train's own length forgotten.
    distractors: [kmph(l * 18, t * 5), kmph(l + p, t), kmph(p * 18, t * 5), kmph((l + p) * 18 + t * 90, t * 5)],
  });
});

/** A boat goes `down` km downstream in `downHours` and `up` km upstream in `upHours`. */
export const boatRows = [
  { down: 30, downHours: 2, up: 18, upHours: 2, difficulty: 'easy' },
  { down: 60, downHours: 4, up: 44, upHours: 4, difficulty: 'medium' },
  { down: 72, downHours: 3, up: 48, upHours: 3, difficulty: 'medium' },
  { down: 84, downHours: 4, up: 45, upHours: 3, difficulty: 'hard' },
  { down: 100, downHours: 5, up: 60, upHours: 5, difficulty: 'medium' },
] as const satisfies readonly { down: number; downHours: number; up: number; upHours: number; difficulty: Difficulty }[];

const boats = boatRows.map((row, i) => {
  const d = row.down / row.downHours;
  const u = row.up / row.upHours;
  return single({
    ...base,
    key: `quant-boat-${String(i + 1).padStart(3, '0')}`,
    topic: 'boats-streams',
    difficulty: row.difficulty,
    en: {
      text: `A boat covers ${row.down} km downstream in ${row.downHours} hours and ${row.up} km upstream in ${row.upHours} hours. What is the speed of the stream?`,
      explanation: `Downstream speed = ${row.down}/${row.downHours} = ${d} km/h; upstream speed = ${row.up}/${row.upHours} = ${u} km/h. Speed of stream = (${d} − ${u})/2 = ${mixed(d - u, 2)} km/h (the boat's own speed is (${d} + ${u})/2 = ${mixed(d + u, 2)} km/h).`,
    },
    hi: {
      text: `एक नाव धारा के अनुकूल ${row.down} किमी ${row.downHours} घंटे में और धारा के प्रतिकूल ${row.up} किमी ${row.upHours} घंटे में तय करती है। धारा की चाल क्या है?`,
      explanation: `अनुकूल चाल = ${row.down}/${row.downHours} = ${d} किमी/घंटा; प्रतिकूल चाल = ${row.up}/${row.upHours} = ${u} किमी/घंटा। धारा की चाल = (${d} − ${u})/2 = ${mixed(d - u, 2)} किमी/घंटा (नाव की अपनी चाल (${d} + ${u})/2 = ${mixed(d + u, 2)} किमी/घंटा)।`,
    },
    correct: kmph(d - u, 2),
    // The difference not halved; the boat's speed; half the downstream speed.
    distractors: [kmph(d - u), kmph(d + u, 2), kmph(d, 2), kmph(d - u + 2, 2)],
  });
});

export const motionQuestions = [...roundTrip, ...trains, ...boats];
