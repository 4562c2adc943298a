/** Generated electricity and magnetism questions: capacitors, circuits, fields, induction. */
import { choiceQuestion, family, num, numericQuestion, sci, withUnit } from '../build.js';

const subject = 'physics' as const;

/** Charge drawn from a battery by two capacitors in series. */
export const seriesCapacitors = family(
  'jee-phy-capacitors',
  [
    { c1: 2, c2: 3, v: 10 },
    { c1: 3, c2: 6, v: 12 },
    { c1: 4, c2: 12, v: 8 },
  ] as const,
  ({ c1, c2, v }, key) => {
    const c = (c1 * c2) / (c1 + c2);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-electrostatics',
        difficulty: 'easy',
        text: {
          en: `Capacitors of ${c1} μF and ${c2} μF are connected in series across a battery of ${v} V. The charge on each capacitor is`,
          hi: `${c1} μF और ${c2} μF के संधारित्र श्रेणीक्रम में ${v} V की बैटरी से जोड़े गए हैं। प्रत्येक संधारित्र पर आवेश है`,
        },
        explanation: {
          en: `In series 1/C = 1/${c1} + 1/${c2}, so C = ${num(c)} μF. Both capacitors carry the same charge Q = CV = ${num(c)} × ${v} = ${num(c * v)} μC.`,
          hi: `श्रेणीक्रम में 1/C = 1/${c1} + 1/${c2}, अतः C = ${num(c)} μF। दोनों संधारित्रों पर समान आवेश Q = CV = ${num(c)} × ${v} = ${num(c * v)} μC होता है।`,
        },
      },
      withUnit(c * v, 'μC'),
      [withUnit((c1 + c2) * v, 'μC'), withUnit(c1 * v, 'μC'), withUnit(c2 * v, 'μC')],
    );
  },
);

/** Terminal voltage of a cell with internal resistance driving an external resistor. */
export const terminalVoltage = family(
  'jee-phy-terminal',
  [
    { emf: 12, r: 1, load: 5 },
    { emf: 9, r: 0.5, load: 4 },
    { emf: 6, r: 2, load: 4 },
  ] as const,
  ({ emf, r, load }, key) => {
    const current = emf / (load + r);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-current-electricity',
        difficulty: 'easy',
        text: {
          en: `A cell of emf ${emf} V and internal resistance ${r} Ω is connected to an external resistance of ${load} Ω. The potential difference across the terminals of the cell is`,
          hi: `${emf} V विद्युत वाहक बल और ${r} Ω आंतरिक प्रतिरोध वाला एक सेल ${load} Ω के बाह्य प्रतिरोध से जुड़ा है। सेल के सिरों के बीच विभवांतर है`,
        },
        explanation: {
          en: `I = E/(R + r) = ${emf}/${load + r} = ${num(current)} A, so V = IR = ${num(current)} × ${load} = ${num(current * load)} V (the cell loses Ir = ${num(current * r)} V inside).`,
          hi: `I = E/(R + r) = ${emf}/${load + r} = ${num(current)} A, अतः V = IR = ${num(current)} × ${load} = ${num(current * load)} V (सेल के भीतर Ir = ${num(current * r)} V का ह्रास होता है)।`,
        },
      },
      withUnit(current * load, 'V'),
      [withUnit(emf, 'V'), withUnit(current * r, 'V'), withUnit(emf + current * r, 'V')],
    );
  },
);

/** Two resistors in parallel, in series with a third. */
export const equivalentResistance = family(
  'jee-phy-resistance',
  [
    { a: 6, b: 3, c: 4 },
    { a: 12, b: 4, c: 7 },
    { a: 10, b: 15, c: 2 },
  ] as const,
  ({ a, b, c }, key) => {
    const parallel = (a * b) / (a + b);
    return numericQuestion(
      {
        key,
        subject,
        topic: 'physics-current-electricity',
        difficulty: 'easy',
        text: {
          en: `Resistors of ${a} Ω and ${b} Ω are connected in parallel, and this combination is connected in series with a ${c} Ω resistor. The equivalent resistance (in Ω) is ______.`,
          hi: `${a} Ω और ${b} Ω के प्रतिरोध समांतर क्रम में जुड़े हैं और यह संयोजन ${c} Ω के प्रतिरोध के साथ श्रेणीक्रम में जुड़ा है। तुल्य प्रतिरोध (Ω में) ______ है।`,
        },
        explanation: {
          en: `Parallel: ${a} × ${b}/(${a} + ${b}) = ${num(parallel)} Ω. Adding the series resistor: ${num(parallel)} + ${c} = ${num(parallel + c)} Ω.`,
          hi: `समांतर क्रम: ${a} × ${b}/(${a} + ${b}) = ${num(parallel)} Ω। श्रेणीक्रम का प्रतिरोध जोड़ने पर: ${num(parallel)} + ${c} = ${num(parallel + c)} Ω।`,
        },
      },
      parallel + c,
    );
  },
);

/** Field of a long straight wire, B = μ₀I/(2πr) with μ₀ = 4π × 10⁻⁷ T m A⁻¹. */
export const wireField = family(
  'jee-phy-wire-field',
  [
    { current: 10, cm: 5 },
    { current: 5, cm: 2 },
  ] as const,
  ({ current, cm }, key) => {
    const field = (2e-7 * current) / (cm / 100);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-magnetism',
        difficulty: 'easy',
        text: {
          en: `A long straight wire carries a current of ${current} A. The magnetic field at a distance of ${cm} cm from it is (μ₀ = 4π × 10⁻⁷ T m A⁻¹)`,
          hi: `एक लंबे सीधे तार में ${current} A की धारा प्रवाहित है। तार से ${cm} cm की दूरी पर चुंबकीय क्षेत्र है (μ₀ = 4π × 10⁻⁷ T m A⁻¹)`,
        },
        explanation: {
          en: `B = μ₀I/(2πr) = 2 × 10⁻⁷ × ${current}/${num(cm / 100)} = ${sci(field)} T. Remember to write r in metres.`,
          hi: `B = μ₀I/(2πr) = 2 × 10⁻⁷ × ${current}/${num(cm / 100)} = ${sci(field)} T। r को मीटर में लेना न भूलें।`,
        },
      },
      withUnit(field, 'T', sci),
      [withUnit(field / 2, 'T', sci), withUnit(field * 2, 'T', sci), withUnit(field / 100, 'T', sci)],
    );
  },
);

/** Average emf induced in a coil when the field through it changes: e = NAΔB/Δt. */
export const coilEmf = family(
  'jee-phy-coil-emf',
  [
    { turns: 100, area: 0.02, from: 0.5, to: 0.1, seconds: 0.2 },
    { turns: 50, area: 0.1, from: 0.8, to: 0.2, seconds: 0.5 },
  ] as const,
  ({ turns, area, from, to, seconds }, key) => {
    const change = from - to;
    const emf = (turns * area * change) / seconds;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'physics-emi',
        difficulty: 'medium',
        text: {
          en: `A coil of ${turns} turns, each of area ${area} m², is placed with its plane perpendicular to a magnetic field. The field falls uniformly from ${from} T to ${to} T in ${seconds} s. The magnitude of the average induced emf is`,
          hi: `${turns} फेरों वाली एक कुंडली, जिसके प्रत्येक फेरे का क्षेत्रफल ${area} m² है, चुंबकीय क्षेत्र के लंबवत तल में रखी है। क्षेत्र ${seconds} s में एकसमान रूप से ${from} T से घटकर ${to} T हो जाता है। औसत प्रेरित विद्युत वाहक बल का परिमाण है`,
        },
        explanation: {
          en: `e = N A ΔB/Δt = ${turns} × ${area} × ${num(change)}/${seconds} = ${num(emf)} V.`,
          hi: `e = N A ΔB/Δt = ${turns} × ${area} × ${num(change)}/${seconds} = ${num(emf)} V।`,
        },
      },
      withUnit(emf, 'V'),
      [
        withUnit(emf / turns, 'V'),
        withUnit(emf * seconds, 'V'),
        withUnit((turns * area * from) / seconds, 'V'),
      ],
    );
  },
);
