/** Generated questions on oscillations, sound, heat engines, gases, lenses and photons. */
import { choiceQuestion, family, num, numericQuestion, withUnit } from '../build.js';

const subject = 'physics' as const;

/** Speed in SHM at a displacement: v = ω√(A² − x²). */
export const shmSpeed = family(
  'jee-phy-shm',
  [
    { amplitude: 5, x: 3, omega: 2 },
    { amplitude: 10, x: 6, omega: 3 },
    { amplitude: 13, x: 5, omega: 1 },
  ] as const,
  ({ amplitude, x, omega }, key) => {
    const speed = omega * Math.sqrt(amplitude ** 2 - x ** 2);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-oscillations-waves',
        difficulty: 'easy',
        text: {
          en: `A particle executes simple harmonic motion of amplitude ${amplitude} cm and angular frequency ${omega} rad s⁻¹. Its speed when it is ${x} cm from the mean position is`,
          hi: `एक कण ${amplitude} cm आयाम और ${omega} rad s⁻¹ कोणीय आवृत्ति की सरल आवर्त गति करता है। माध्य स्थिति से ${x} cm की दूरी पर इसकी चाल है`,
        },
        explanation: {
          en: `v = ω√(A² − x²) = ${omega} × √(${amplitude ** 2} − ${x ** 2}) = ${omega} × ${num(speed / omega)} = ${num(speed)} cm s⁻¹.`,
          hi: `v = ω√(A² − x²) = ${omega} × √(${amplitude ** 2} − ${x ** 2}) = ${omega} × ${num(speed / omega)} = ${num(speed)} cm s⁻¹।`,
        },
      },
      withUnit(speed, 'cm s⁻¹'),
      [
        withUnit(omega * amplitude, 'cm s⁻¹'),
        withUnit(omega * x, 'cm s⁻¹'),
        withUnit(omega * (amplitude - x), 'cm s⁻¹'),
      ],
    );
  },
);

/** Fundamental frequency of a pipe closed at one end: f = v/(4L). */
export const closedPipe = family(
  'jee-phy-closed-pipe',
  [
    { speed: 340, length: 0.85 },
    { speed: 330, length: 0.75 },
    { speed: 320, length: 0.4 },
  ] as const,
  ({ speed, length }, key) => {
    const f = speed / (4 * length);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-oscillations-waves',
        difficulty: 'easy',
        text: {
          en: `An organ pipe ${num(length * 100)} cm long is closed at one end. If the speed of sound in air is ${speed} m s⁻¹, the fundamental frequency of the pipe is`,
          hi: `${num(length * 100)} cm लंबा एक ऑर्गन पाइप एक सिरे पर बंद है। यदि वायु में ध्वनि की चाल ${speed} m s⁻¹ हो, तो पाइप की मूल आवृत्ति है`,
        },
        explanation: {
          en: `A closed pipe has a node at the closed end and an antinode at the open end, so L = λ/4 and f = v/(4L) = ${speed}/(4 × ${length}) = ${num(f)} Hz.`,
          hi: `बंद पाइप के बंद सिरे पर निस्पंद और खुले सिरे पर प्रस्पंद होता है, अतः L = λ/4 और f = v/(4L) = ${speed}/(4 × ${length}) = ${num(f)} Hz।`,
        },
      },
      withUnit(f, 'Hz'),
      [withUnit(2 * f, 'Hz'), withUnit(4 * f, 'Hz'), withUnit(3 * f, 'Hz')],
    );
  },
);

/** Work per cycle of a Carnot engine between two reservoirs given in °C. */
export const carnotWork = family(
  'jee-phy-carnot',
  [
    { hotC: 527, coldC: 227, heat: 800 },
    { hotC: 127, coldC: 27, heat: 1200 },
    { hotC: 727, coldC: 127, heat: 500 },
  ] as const,
  ({ hotC, coldC, heat }, key) => {
    const hot = hotC + 273;
    const cold = coldC + 273;
    const work = heat * (1 - cold / hot);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-thermodynamics',
        difficulty: 'medium',
        text: {
          en: `A Carnot engine works between ${hotC} °C and ${coldC} °C and absorbs ${heat} J of heat from the hot reservoir in each cycle. The work it does in each cycle is`,
          hi: `एक कार्नो इंजन ${hotC} °C और ${coldC} °C के बीच कार्य करता है तथा प्रत्येक चक्र में गर्म स्रोत से ${heat} J ऊष्मा अवशोषित करता है। प्रत्येक चक्र में इसके द्वारा किया गया कार्य है`,
        },
        explanation: {
          en: `Use kelvin: T₁ = ${hot} K, T₂ = ${cold} K. η = 1 − T₂/T₁ = ${num(1 - cold / hot)}, so W = ηQ₁ = ${num(1 - cold / hot)} × ${heat} = ${num(work)} J; the remaining ${num(heat - work)} J is rejected to the sink.`,
          hi: `केल्विन में लें: T₁ = ${hot} K, T₂ = ${cold} K। दक्षता η = 1 − T₂/T₁ = ${num(1 - cold / hot)}, अतः W = ηQ₁ = ${num(1 - cold / hot)} × ${heat} = ${num(work)} J; शेष ${num(heat - work)} J ऊष्मा सिंक को दी जाती है।`,
        },
      },
      withUnit(work, 'J'),
      [withUnit(heat - work, 'J'), withUnit(heat, 'J'), withUnit((heat * (hot - cold)) / cold, 'J')],
    );
  },
);

/** Work done by an ideal gas heated at constant pressure: W = nRΔT, R = 8.3 J mol⁻¹ K⁻¹. */
export const isobaricWork = family(
  'jee-phy-isobaric',
  [
    { moles: 1, rise: 100 },
    { moles: 3, rise: 20 },
    { moles: 2, rise: 75 },
  ] as const,
  ({ moles, rise }, key) => {
    const work = Math.round(moles * 8.3 * rise * 10) / 10;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'physics-thermodynamics',
        difficulty: 'easy',
        text: {
          en: `${moles} mol of an ideal gas is heated at constant pressure so that its temperature rises by ${rise} K. Taking R = 8.3 J mol⁻¹ K⁻¹, the work done by the gas (in J) is ______.`,
          hi: `एक आदर्श गैस के ${moles} मोल को नियत दाब पर गर्म किया जाता है जिससे इसका ताप ${rise} K बढ़ जाता है। R = 8.3 J mol⁻¹ K⁻¹ लें। गैस द्वारा किया गया कार्य (J में) ______ है।`,
        },
        explanation: {
          en: `At constant pressure W = PΔV = nRΔT = ${moles} × 8.3 × ${rise} = ${work} J.`,
          hi: `नियत दाब पर W = PΔV = nRΔT = ${moles} × 8.3 × ${rise} = ${work} J।`,
        },
      },
      work,
    );
  },
);

/** Thin lens formula 1/v − 1/u = 1/f for a real object in front of a convex lens. */
export const convexLens = family(
  'jee-phy-lens',
  [
    { object: 30, focal: 20 },
    { object: 15, focal: 10 },
    { object: 60, focal: 20 },
  ] as const,
  ({ object, focal }, key) => {
    const image = 1 / (1 / focal - 1 / object);
    const wrongSign = 1 / (1 / focal + 1 / object);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-optics',
        difficulty: 'medium',
        text: {
          en: `An object is placed ${object} cm in front of a convex lens of focal length ${focal} cm. Using the Cartesian sign convention (distances measured from the lens, positive in the direction of the light), the image distance is`,
          hi: `${focal} cm फोकस दूरी वाले एक उत्तल लेंस के सामने ${object} cm की दूरी पर एक बिंब रखा है। कार्तीय चिह्न परिपाटी के अनुसार (दूरियाँ लेंस से मापी जाती हैं और प्रकाश की दिशा में धनात्मक हैं) प्रतिबिंब की दूरी है`,
        },
        explanation: {
          en: `u = −${object} cm, f = +${focal} cm. 1/v = 1/f + 1/u = 1/${focal} − 1/${object}, so v = +${num(image)} cm: a real image on the far side of the lens.`,
          hi: `u = −${object} cm, f = +${focal} cm। 1/v = 1/f + 1/u = 1/${focal} − 1/${object}, अतः v = +${num(image)} cm: लेंस के दूसरी ओर वास्तविक प्रतिबिंब।`,
        },
      },
      withUnit(image, 'cm', (v) => (v > 0 ? `+${num(v)}` : num(v))),
      [
        withUnit(wrongSign, 'cm', (v) => `+${num(v)}`),
        withUnit(-image, 'cm'),
        withUnit(focal, 'cm', (v) => `+${num(v)}`),
      ],
    );
  },
);

/** Photoelectric effect: stopping potential from E = 1240/λ (eV, λ in nm) and the work function. */
export const stoppingPotential = family(
  'jee-phy-photoelectric',
  [
    { nm: 310, phi: 2.5 },
    { nm: 248, phi: 2 },
    { nm: 620, phi: 1.5 },
  ] as const,
  ({ nm, phi }, key) => {
    const photon = 1240 / nm;
    const potential = photon - phi;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-modern-physics',
        difficulty: 'medium',
        text: {
          en: `Light of wavelength ${nm} nm falls on a metal surface of work function ${phi} eV. Taking hc = 1240 eV nm, the stopping potential is`,
          hi: `${nm} nm तरंगदैर्ध्य का प्रकाश ${phi} eV कार्य फलन वाली एक धातु की सतह पर पड़ता है। hc = 1240 eV nm लें। निरोधी विभव है`,
        },
        explanation: {
          en: `Photon energy E = hc/λ = 1240/${nm} = ${num(photon)} eV. Kmax = E − φ = ${num(photon)} − ${phi} = ${num(potential)} eV, so the stopping potential is ${num(potential)} V.`,
          hi: `फोटॉन की ऊर्जा E = hc/λ = 1240/${nm} = ${num(photon)} eV। Kmax = E − φ = ${num(photon)} − ${phi} = ${num(potential)} eV, अतः निरोधी विभव ${num(potential)} V है।`,
        },
      },
      withUnit(potential, 'V'),
      [withUnit(photon, 'V'), withUnit(photon + phi, 'V'), withUnit(phi, 'V')],
    );
  },
);

/** Number of spectral lines when hydrogen atoms fall from level n to the ground state. */
export const spectralLines = family('jee-phy-spectral-lines', [{ n: 4 }, { n: 5 }, { n: 6 }] as const, ({ n }, key) =>
  numericQuestion(
    {
      key,
      subject,
      topic: 'physics-modern-physics',
      difficulty: 'easy',
      text: {
        en: `A sample of hydrogen atoms is excited to the n = ${n} level. The maximum number of different spectral lines that can be emitted as the atoms return to the ground state is ______.`,
        hi: `हाइड्रोजन परमाणुओं के एक नमूने को n = ${n} स्तर तक उत्तेजित किया जाता है। परमाणुओं के मूल अवस्था में लौटते समय उत्सर्जित हो सकने वाली विभिन्न स्पेक्ट्रमी रेखाओं की अधिकतम संख्या ______ है।`,
      },
      explanation: {
        en: `Each pair of the levels 1 … ${n} gives one line: n(n − 1)/2 = ${n} × ${n - 1}/2 = ${(n * (n - 1)) / 2}.`,
        hi: `स्तरों 1 … ${n} का प्रत्येक युग्म एक रेखा देता है: n(n − 1)/2 = ${n} × ${n - 1}/2 = ${(n * (n - 1)) / 2}।`,
      },
    },
    (n * (n - 1)) / 2,
  ),
);
