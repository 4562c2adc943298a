/** Generated mechanics questions: kinematics, laws of motion, work-energy, rotation, gravitation. */
import { choiceQuestion, family, num, numericQuestion, withUnit } from '../build.js';

const subject = 'physics' as const;

/** Range of a projectile on level ground, g = 10 m s⁻²; angles chosen so sin 2θ is exact. */
export const projectileRange = family(
  'jee-phy-projectile',
  [
    { u: 20, angle: 45 },
    { u: 30, angle: 15 },
    { u: 40, angle: 15 },
  ] as const,
  ({ u, angle }, key) => {
    const sin2 = angle === 45 ? 1 : 0.5;
    const range = (u * u * sin2) / 10;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-kinematics',
        difficulty: 'easy',
        text: {
          en: `A ball is projected from level ground with speed ${u} m s⁻¹ at ${angle}° to the horizontal. Taking g = 10 m s⁻² and neglecting air resistance, its horizontal range is`,
          hi: `एक गेंद को समतल धरातल से ${u} m s⁻¹ की चाल से क्षैतिज से ${angle}° के कोण पर प्रक्षेपित किया जाता है। g = 10 m s⁻² लें और वायु प्रतिरोध नगण्य मानें। इसकी क्षैतिज परास है`,
        },
        explanation: {
          en: `R = u² sin 2θ / g = ${u}² × sin ${2 * angle}° / 10 = ${u * u} × ${sin2} / 10 = ${range} m.`,
          hi: `R = u² sin 2θ / g = ${u}² × sin ${2 * angle}° / 10 = ${u * u} × ${sin2} / 10 = ${range} m।`,
        },
      },
      withUnit(range, 'm'),
      [withUnit(range / 2, 'm'), withUnit(2 * range, 'm'), withUnit(4 * range, 'm')],
    );
  },
);

/** Stopping distance under uniform retardation: v² = u² − 2as with v = 0. */
export const stoppingDistance = family(
  'jee-phy-stopping',
  [
    { u: 20, a: 4 },
    { u: 30, a: 5 },
    { u: 24, a: 3 },
  ] as const,
  ({ u, a }, key) =>
    numericQuestion(
      {
        key,
        subject,
        topic: 'physics-kinematics',
        difficulty: 'easy',
        text: {
          en: `A car moving at ${u} m s⁻¹ applies its brakes and slows down uniformly at ${a} m s⁻². The distance (in m) it travels before stopping is ______.`,
          hi: `${u} m s⁻¹ से चल रही एक कार ब्रेक लगाती है और ${a} m s⁻² की एकसमान दर से मंदित होती है। रुकने से पहले कार द्वारा तय की गई दूरी (m में) ______ है।`,
        },
        explanation: {
          en: `With final speed 0, v² = u² − 2as gives s = u²/(2a) = ${u * u}/${2 * a} = ${(u * u) / (2 * a)} m.`,
          hi: `अंतिम चाल 0 है, अतः v² = u² − 2as से s = u²/(2a) = ${u * u}/${2 * a} = ${(u * u) / (2 * a)} m।`,
        },
      },
      (u * u) / (2 * a),
    ),
);

/** Two blocks in contact pushed on a smooth floor: the force one block exerts on the other. */
export const contactForce = family(
  'jee-phy-contact',
  [
    { force: 12, m1: 2, m2: 4 },
    { force: 30, m1: 4, m2: 6 },
    { force: 20, m1: 3, m2: 2 },
  ] as const,
  ({ force, m1, m2 }, key) => {
    const a = force / (m1 + m2);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-laws-of-motion',
        difficulty: 'medium',
        text: {
          en: `Two blocks of masses ${m1} kg and ${m2} kg are in contact on a smooth horizontal floor. A horizontal force of ${force} N pushes the ${m1} kg block, which pushes the ${m2} kg block. The force between the blocks is`,
          hi: `${m1} kg और ${m2} kg द्रव्यमान के दो गुटके एक चिकने क्षैतिज फर्श पर एक-दूसरे के संपर्क में हैं। ${force} N का एक क्षैतिज बल ${m1} kg के गुटके को धकेलता है, जो ${m2} kg के गुटके को धकेलता है। गुटकों के बीच संपर्क बल है`,
        },
        explanation: {
          en: `Both blocks share the acceleration a = F/(m₁ + m₂) = ${force}/${m1 + m2} = ${a} m s⁻². Only the contact force moves the ${m2} kg block, so N = m₂a = ${m2} × ${a} = ${m2 * a} N.`,
          hi: `दोनों गुटकों का त्वरण a = F/(m₁ + m₂) = ${force}/${m1 + m2} = ${a} m s⁻² है। ${m2} kg के गुटके पर केवल संपर्क बल लगता है, अतः N = m₂a = ${m2} × ${a} = ${m2 * a} N।`,
        },
      },
      withUnit(m2 * a, 'N'),
      [withUnit(m1 * a, 'N'), withUnit(force, 'N'), withUnit(a, 'N')],
    );
  },
);

/** A compressed spring launches a block on a smooth floor: ½kx² = ½mv². */
export const springLaunch = family(
  'jee-phy-spring',
  [
    { k: 900, m: 4, x: 0.2 },
    { k: 400, m: 1, x: 0.25 },
    { k: 1600, m: 4, x: 0.2 },
  ] as const,
  ({ k, m, x }, key) => {
    const v = x * Math.sqrt(k / m);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-work-energy',
        difficulty: 'medium',
        text: {
          en: `A spring of spring constant ${k} N m⁻¹ is compressed by ${num(x * 100)} cm and released against a block of mass ${m} kg on a smooth horizontal floor. The speed of the block after it leaves the spring is`,
          hi: `${k} N m⁻¹ स्प्रिंग नियतांक वाली एक स्प्रिंग को ${num(x * 100)} cm संपीडित करके चिकने क्षैतिज फर्श पर रखे ${m} kg द्रव्यमान के गुटके के विरुद्ध छोड़ा जाता है। स्प्रिंग से अलग होने के बाद गुटके की चाल है`,
        },
        explanation: {
          en: `The spring's energy becomes kinetic energy: ½kx² = ½mv², so v = x√(k/m) = ${x} × √(${k}/${m}) = ${num(v)} m s⁻¹.`,
          hi: `स्प्रिंग की स्थितिज ऊर्जा गतिज ऊर्जा में बदलती है: ½kx² = ½mv², अतः v = x√(k/m) = ${x} × √(${k}/${m}) = ${num(v)} m s⁻¹।`,
        },
      },
      withUnit(v, 'm s⁻¹'),
      [withUnit(v / 2, 'm s⁻¹'), withUnit(2 * v, 'm s⁻¹'), withUnit(v * v, 'm s⁻¹')],
    );
  },
);

/** Kinetic energy of a uniform disc rolling without slipping: ½mv² + ½(½mR²)(v/R)² = ¾mv². */
export const rollingDisc = family(
  'jee-phy-rolling',
  [
    { m: 2, v: 4 },
    { m: 4, v: 5 },
    { m: 6, v: 2 },
  ] as const,
  ({ m, v }, key) => {
    const total = 0.75 * m * v * v;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-rotation',
        difficulty: 'medium',
        text: {
          en: `A uniform disc of mass ${m} kg rolls without slipping on a horizontal floor; its centre moves at ${v} m s⁻¹. Its total kinetic energy is`,
          hi: `${m} kg द्रव्यमान की एक एकसमान चकती क्षैतिज फर्श पर बिना फिसले लुढ़क रही है; इसका केंद्र ${v} m s⁻¹ से चल रहा है। इसकी कुल गतिज ऊर्जा है`,
        },
        explanation: {
          en: `For a disc I = ½mR² and ω = v/R, so K = ½mv² + ½Iω² = ½mv² + ¼mv² = ¾mv² = ¾ × ${m} × ${v}² = ${total} J.`,
          hi: `चकती के लिए I = ½mR² तथा ω = v/R, अतः K = ½mv² + ½Iω² = ½mv² + ¼mv² = ¾mv² = ¾ × ${m} × ${v}² = ${total} J।`,
        },
      },
      withUnit(total, 'J'),
      [withUnit(0.5 * m * v * v, 'J'), withUnit(m * v * v, 'J'), withUnit(0.7 * m * v * v, 'J')],
    );
  },
);

/** Kepler's third law: T ∝ r^(3/2) for satellites of the same planet. */
export const keplerPeriod = family(
  'jee-phy-kepler',
  [
    { n: 4, hours: 3 },
    { n: 9, hours: 2 },
    { n: 16, hours: 1 },
  ] as const,
  ({ n, hours }, key) => {
    const period = hours * n ** 1.5;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-gravitation',
        difficulty: 'medium',
        text: {
          en: `A satellite in a circular orbit of radius r around a planet has a period of ${hours} h. Another satellite of the same planet moves in a circular orbit of radius ${n}r. Its period is`,
          hi: `किसी ग्रह के चारों ओर r त्रिज्या की वृत्तीय कक्षा में घूम रहे एक उपग्रह का आवर्तकाल ${hours} h है। उसी ग्रह का दूसरा उपग्रह ${n}r त्रिज्या की वृत्तीय कक्षा में घूमता है। इसका आवर्तकाल है`,
        },
        explanation: {
          en: `By Kepler's third law T² ∝ r³, so T₂ = T₁ × (r₂/r₁)^(3/2) = ${hours} × (√${n})³ = ${hours} × ${n ** 1.5} = ${period} h.`,
          hi: `केप्लर के तीसरे नियम से T² ∝ r³, अतः T₂ = T₁ × (r₂/r₁)^(3/2) = ${hours} × (√${n})³ = ${hours} × ${n ** 1.5} = ${period} h।`,
        },
      },
      withUnit(period, 'h'),
      [withUnit(hours * n, 'h'), withUnit(hours * n * n, 'h'), withUnit(hours * Math.sqrt(n), 'h')],
    );
  },
);

/** Ballistic pendulum: momentum is conserved in the impact, then energy in the swing. */
export const ballisticPendulum = family(
  'jee-phy-ballistic',
  [
    { bullet: 0.05, speed: 200, block: 0.95 },
    { bullet: 0.02, speed: 300, block: 0.98 },
    { bullet: 0.1, speed: 150, block: 2.9 },
  ] as const,
  ({ bullet, speed, block }, key) => {
    const total = bullet + block;
    const v = (bullet * speed) / total;
    const rise = (v * v) / (2 * 10);
    return numericQuestion(
      {
        key,
        subject,
        topic: 'physics-laws-of-motion',
        difficulty: 'hard',
        text: {
          en: `A bullet of mass ${bullet * 1000} g moving horizontally at ${speed} m s⁻¹ embeds itself in a wooden block of mass ${num(block)} kg hanging from a long string. Taking g = 10 m s⁻², the height (in cm) to which the block rises is ______.`,
          hi: `${bullet * 1000} g द्रव्यमान की एक गोली ${speed} m s⁻¹ से क्षैतिज दिशा में चलते हुए एक लंबी डोरी से लटके ${num(block)} kg द्रव्यमान के लकड़ी के गुटके में धँस जाती है। g = 10 m s⁻² लें। गुटका जिस ऊँचाई (cm में) तक उठता है, वह ______ है।`,
        },
        explanation: {
          en: `The impact is perfectly inelastic, so only momentum is conserved: ${bullet} × ${speed} = ${num(total)} × v, v = ${num(v)} m s⁻¹. In the swing, energy is conserved: h = v²/(2g) = ${num(v * v)}/20 = ${num(rise)} m = ${num(rise * 100)} cm. (Using ½mu² = (m + M)gh would be wrong: kinetic energy is lost in the impact.)`,
          hi: `संघट्ट पूर्णतः अप्रत्यास्थ है, अतः केवल संवेग संरक्षित रहता है: ${bullet} × ${speed} = ${num(total)} × v, v = ${num(v)} m s⁻¹। झूलने में ऊर्जा संरक्षित रहती है: h = v²/(2g) = ${num(v * v)}/20 = ${num(rise)} m = ${num(rise * 100)} cm। (½mu² = (m + M)gh लेना गलत होगा: संघट्ट में गतिज ऊर्जा का ह्रास होता है।)`,
        },
      },
      Math.round(rise * 100 * 1e6) / 1e6,
    );
  },
);

/** A disc dropped coaxially on a spinning disc: angular momentum is conserved, kinetic energy is not. */
export const coupledDiscs = family(
  'jee-phy-coupled-discs',
  [
    { spinning: 2, dropped: 3, omega: 10 },
    { spinning: 3, dropped: 1, omega: 8 },
    { spinning: 4, dropped: 2, omega: 6 },
  ] as const,
  ({ spinning, dropped, omega }, key) => {
    const common = (spinning * omega) / (spinning + dropped);
    const before = 0.5 * spinning * omega ** 2;
    const after = 0.5 * (spinning + dropped) * common ** 2;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-rotation',
        difficulty: 'hard',
        text: {
          en: `A disc of moment of inertia ${spinning} kg m² rotates freely at ${omega} rad s⁻¹ about its axis. A second disc of moment of inertia ${dropped} kg m², not rotating, is gently placed on it, coaxially, and the two soon rotate together. The kinetic energy lost in the process is`,
          hi: `${spinning} kg m² जड़त्व आघूर्ण वाली एक चकती अपनी अक्ष के परितः ${omega} rad s⁻¹ से स्वतंत्र रूप से घूम रही है। ${dropped} kg m² जड़त्व आघूर्ण वाली एक दूसरी, स्थिर चकती को उस पर समाक्षतः धीरे से रख दिया जाता है और शीघ्र ही दोनों साथ-साथ घूमने लगती हैं। इस प्रक्रिया में गतिज ऊर्जा की हानि है`,
        },
        explanation: {
          en: `No external torque acts, so I₁ω₀ = (I₁ + I₂)ω: ω = ${spinning} × ${omega}/${spinning + dropped} = ${num(common)} rad s⁻¹. K before = ½ × ${spinning} × ${omega}² = ${num(before)} J; after = ½ × ${spinning + dropped} × ${num(common)}² = ${num(after)} J. Loss = ${num(before - after)} J, turned into heat by friction between the discs.`,
          hi: `कोई बाह्य बल आघूर्ण नहीं है, अतः I₁ω₀ = (I₁ + I₂)ω: ω = ${spinning} × ${omega}/${spinning + dropped} = ${num(common)} rad s⁻¹। पहले K = ½ × ${spinning} × ${omega}² = ${num(before)} J; बाद में = ½ × ${spinning + dropped} × ${num(common)}² = ${num(after)} J। हानि = ${num(before - after)} J, जो चकतियों के बीच घर्षण से ऊष्मा में बदल जाती है।`,
        },
      },
      withUnit(before - after, 'J'),
      [withUnit(after, 'J'), withUnit(before, 'J'), withUnit(0.5 * dropped * omega ** 2, 'J')],
    );
  },
);
