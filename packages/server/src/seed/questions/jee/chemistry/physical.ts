/**
 * Generated physical chemistry questions. Each row carries the data a chemist would look up
 * (molar masses, electrode potentials); jee.test.ts recomputes them from its own tables.
 */
import { choiceQuestion, family, num, numericQuestion, sci, sup, withUnit } from '../build.js';

const subject = 'chemistry' as const;

/** Mass of product from a given mass of reactant, through moles and the balanced equation. */
export const productMass = family(
  'jee-chem-stoichiometry',
  [
    { equation: 'C + O₂ → CO₂', reactant: 'C', product: 'CO₂', reactantMolar: 12, productMolar: 44, ratio: 1, mass: 6 },
    { equation: '2H₂ + O₂ → 2H₂O', reactant: 'H₂', product: 'H₂O', reactantMolar: 2, productMolar: 18, ratio: 1, mass: 4 },
    { equation: 'CaCO₃ → CaO + CO₂', reactant: 'CaCO₃', product: 'CO₂', reactantMolar: 100, productMolar: 44, ratio: 1, mass: 50 },
  ] as const,
  ({ equation, reactant, product, reactantMolar, productMolar, ratio, mass }, key) => {
    const moles = mass / reactantMolar;
    const answer = moles * ratio * productMolar;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'chemistry-mole-concept',
        difficulty: 'easy',
        text: {
          en: `For the reaction ${equation}, the mass of ${product} formed from ${mass} g of ${reactant} (the other reactant in excess) is (molar masses: ${reactant} = ${reactantMolar}, ${product} = ${productMolar} g mol⁻¹)`,
          hi: `अभिक्रिया ${equation} में ${mass} g ${reactant} से (दूसरा अभिकारक आधिक्य में) बनने वाले ${product} का द्रव्यमान है (मोलर द्रव्यमान: ${reactant} = ${reactantMolar}, ${product} = ${productMolar} g mol⁻¹)`,
        },
        explanation: {
          en: `Moles of ${reactant} = ${mass}/${reactantMolar} = ${num(moles)} mol. The equation gives ${ratio} mol ${product} per mol ${reactant}, so mass = ${num(moles * ratio)} × ${productMolar} = ${num(answer)} g.`,
          hi: `${reactant} के मोल = ${mass}/${reactantMolar} = ${num(moles)} mol। समीकरण के अनुसार ${reactant} के प्रति मोल से ${ratio} mol ${product} बनता है, अतः द्रव्यमान = ${num(moles * ratio)} × ${productMolar} = ${num(answer)} g।`,
        },
      },
      withUnit(answer, 'g'),
      [withUnit(answer / 2, 'g'), withUnit(answer * 2, 'g'), withUnit(mass, 'g')],
    );
  },
);

/** Limiting reagent in N₂ + 3H₂ → 2NH₃ (molar masses 28, 2 and 17 g mol⁻¹). */
export const limitingAmmonia = family(
  'jee-chem-limiting',
  [
    { nitrogen: 28, hydrogen: 9 },
    { nitrogen: 56, hydrogen: 9 },
    { nitrogen: 14, hydrogen: 6 },
  ] as const,
  ({ nitrogen, hydrogen }, key) => {
    const fromNitrogen = (nitrogen / 28) * 2 * 17;
    const fromHydrogen = ((hydrogen / 2) * 2 * 17) / 3;
    const answer = Math.min(fromNitrogen, fromHydrogen);
    const other = Math.max(fromNitrogen, fromHydrogen);
    const limiting = fromNitrogen < fromHydrogen ? 'N₂' : 'H₂';
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'chemistry-mole-concept',
        difficulty: 'hard',
        text: {
          en: `${nitrogen} g of N₂ and ${hydrogen} g of H₂ react according to N₂ + 3H₂ → 2NH₃ until one of them is used up. The maximum mass of NH₃ that can form is (molar masses: N₂ = 28, H₂ = 2, NH₃ = 17 g mol⁻¹)`,
          hi: `${nitrogen} g N₂ और ${hydrogen} g H₂ को अभिक्रिया N₂ + 3H₂ → 2NH₃ के अनुसार तब तक अभिक्रिया करने दिया जाता है जब तक उनमें से एक पूरी तरह समाप्त न हो जाए। बन सकने वाले NH₃ का अधिकतम द्रव्यमान है (मोलर द्रव्यमान: N₂ = 28, H₂ = 2, NH₃ = 17 g mol⁻¹)`,
        },
        explanation: {
          en: `N₂: ${num(nitrogen / 28)} mol could give ${num((nitrogen / 28) * 2)} mol NH₃; H₂: ${num(hydrogen / 2)} mol could give ${num(hydrogen / 3)} mol NH₃. The smaller amount wins: ${limiting} is the limiting reagent, so NH₃ = ${num(answer / 17)} mol × 17 = ${num(answer)} g.`,
          hi: `N₂: ${num(nitrogen / 28)} mol से ${num((nitrogen / 28) * 2)} mol NH₃ बन सकता है; H₂: ${num(hydrogen / 2)} mol से ${num(hydrogen / 3)} mol NH₃ बन सकता है। कम मात्रा ही बनेगी: ${limiting} सीमांत अभिकर्मक है, अतः NH₃ = ${num(answer / 17)} mol × 17 = ${num(answer)} g।`,
        },
      },
      withUnit(answer, 'g'),
      [withUnit(other, 'g'), withUnit(nitrogen + hydrogen, 'g'), withUnit(answer / 2, 'g')],
    );
  },
);

/** Molarity of a solution made by dissolving a mass of solute to a final volume. */
export const molarity = family(
  'jee-chem-molarity',
  [
    { solute: 'NaOH', molar: 40, grams: 4, ml: 250 },
    { solute: 'NaOH', molar: 40, grams: 10, ml: 500 },
    { solute: 'C₆H₁₂O₆', molar: 180, grams: 9, ml: 250 },
  ] as const,
  ({ solute, molar, grams, ml }, key) => {
    const moles = grams / molar;
    const m = moles / (ml / 1000);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'chemistry-mole-concept',
        difficulty: 'easy',
        text: {
          en: `${grams} g of ${solute} (molar mass ${molar} g mol⁻¹) is dissolved in water and the solution is made up to ${ml} mL. The molarity of the solution is`,
          hi: `${grams} g ${solute} (मोलर द्रव्यमान ${molar} g mol⁻¹) को जल में घोलकर विलयन का आयतन ${ml} mL किया जाता है। विलयन की मोलरता है`,
        },
        explanation: {
          en: `Moles = ${grams}/${molar} = ${num(moles)} mol; volume = ${num(ml / 1000)} L. M = ${num(moles)}/${num(ml / 1000)} = ${num(m)} mol L⁻¹.`,
          hi: `मोल = ${grams}/${molar} = ${num(moles)} mol; आयतन = ${num(ml / 1000)} L। M = ${num(moles)}/${num(ml / 1000)} = ${num(m)} mol L⁻¹।`,
        },
      },
      withUnit(m, 'M'),
      [withUnit(moles, 'M'), withUnit(m * 10, 'M'), withUnit(m / 10, 'M')],
    );
  },
);

/** Graham's law: rate of effusion ∝ 1/√M. */
export const grahamRatio = family(
  'jee-chem-graham',
  [
    { light: 'H₂', heavy: 'O₂', lightMolar: 2, heavyMolar: 32 },
    { light: 'He', heavy: 'CH₄', lightMolar: 4, heavyMolar: 16 },
    { light: 'CH₄', heavy: 'SO₂', lightMolar: 16, heavyMolar: 64 },
  ] as const,
  ({ light, heavy, lightMolar, heavyMolar }, key) => {
    const ratio = Math.sqrt(heavyMolar / lightMolar);
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'chemistry-states-of-matter',
        difficulty: 'easy',
        text: {
          en: `Under the same conditions of temperature and pressure, the ratio of the rate of effusion of ${light} to that of ${heavy} is`,
          hi: `ताप और दाब की समान परिस्थितियों में ${light} और ${heavy} की निःसरण दरों का अनुपात (${light} : ${heavy}) है`,
        },
        explanation: {
          en: `Graham’s law: r₁/r₂ = √(M₂/M₁) = √(${heavyMolar}/${lightMolar}) = ${num(ratio)}. The lighter gas effuses faster.`,
          hi: `ग्राहम के नियम से r₁/r₂ = √(M₂/M₁) = √(${heavyMolar}/${lightMolar}) = ${num(ratio)}। हल्की गैस तेज़ी से निःसरित होती है।`,
        },
      },
      withUnit(ratio, ''),
      [withUnit(ratio * ratio, ''), withUnit(1 / ratio, ''), withUnit(1 / (ratio * ratio), '')],
    );
  },
);

/** ΔG = ΔH − TΔS, with ΔS given in J K⁻¹ mol⁻¹ (the usual unit trap). */
export const gibbsEnergy = family(
  'jee-chem-gibbs',
  [
    { dH: -100, dS: -200, t: 300 },
    { dH: 50, dS: 200, t: 400 },
  ] as const,
  ({ dH, dS, t }, key) => {
    const tds = (t * dS) / 1000;
    const dG = dH - tds;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'chemistry-thermodynamics',
        difficulty: 'medium',
        text: {
          en: `For a reaction, ΔH = ${num(dH)} kJ mol⁻¹ and ΔS = ${num(dS)} J K⁻¹ mol⁻¹. At ${t} K, ΔG for the reaction is`,
          hi: `किसी अभिक्रिया के लिए ΔH = ${num(dH)} kJ mol⁻¹ तथा ΔS = ${num(dS)} J K⁻¹ mol⁻¹ है। ${t} K पर अभिक्रिया का ΔG है`,
        },
        explanation: {
          en: `Convert ΔS to kJ: TΔS = ${t} × (${num(dS / 1000)}) = ${num(tds)} kJ mol⁻¹. ΔG = ΔH − TΔS = ${num(dH)} − (${num(tds)}) = ${num(dG)} kJ mol⁻¹; ${dG < 0 ? 'negative, so the reaction is spontaneous' : 'positive, so the reaction is not spontaneous'} at ${t} K.`,
          hi: `ΔS को kJ में बदलें: TΔS = ${t} × (${num(dS / 1000)}) = ${num(tds)} kJ mol⁻¹। ΔG = ΔH − TΔS = ${num(dH)} − (${num(tds)}) = ${num(dG)} kJ mol⁻¹; ${dG < 0 ? 'ऋणात्मक, अतः' : 'धनात्मक, अतः'} ${t} K पर अभिक्रिया ${dG < 0 ? 'स्वतः प्रवर्तित है' : 'स्वतः प्रवर्तित नहीं है'}।`,
        },
      },
      withUnit(dG, 'kJ mol⁻¹'),
      [withUnit(dH + tds, 'kJ mol⁻¹'), withUnit(-dG, 'kJ mol⁻¹'), withUnit(dH, 'kJ mol⁻¹')],
    );
  },
);

/** The temperature above which an endothermic reaction with ΔS > 0 becomes spontaneous: T = ΔH/ΔS. */
export const crossoverTemperature = family(
  'jee-chem-crossover',
  [
    { dH: 30, dS: 100 },
    { dH: 44, dS: 110 },
    { dH: 90, dS: 180 },
  ] as const,
  ({ dH, dS }, key) => {
    const t = (dH * 1000) / dS;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'chemistry-thermodynamics',
        difficulty: 'medium',
        text: {
          en: `For a reaction, ΔH = +${dH} kJ mol⁻¹ and ΔS = +${dS} J K⁻¹ mol⁻¹, both nearly independent of temperature. The temperature (in K) above which the reaction becomes spontaneous is ______.`,
          hi: `किसी अभिक्रिया के लिए ΔH = +${dH} kJ mol⁻¹ तथा ΔS = +${dS} J K⁻¹ mol⁻¹ है, दोनों लगभग ताप पर निर्भर नहीं करते। वह ताप (K में) जिसके ऊपर अभिक्रिया स्वतः प्रवर्तित हो जाती है, ______ है।`,
        },
        explanation: {
          en: `ΔG = ΔH − TΔS changes sign at T = ΔH/ΔS = ${dH * 1000} J mol⁻¹ / ${dS} J K⁻¹ mol⁻¹ = ${t} K; above it TΔS > ΔH and ΔG < 0.`,
          hi: `ΔG = ΔH − TΔS का चिह्न T = ΔH/ΔS = ${dH * 1000} J mol⁻¹ / ${dS} J K⁻¹ mol⁻¹ = ${t} K पर बदलता है; इससे ऊपर TΔS > ΔH और ΔG < 0 होता है।`,
        },
      },
      t,
    );
  },
);

/** Solubility product of a sparingly soluble salt MX₂ from its molar solubility s: Ksp = 4s³. */
export const solubilityProduct = family(
  'jee-chem-ksp',
  [{ s: 1e-3 }, { s: 2e-4 }] as const,
  ({ s }, key) => {
    const ksp = 4 * s ** 3;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'chemistry-equilibrium',
        difficulty: 'medium',
        text: {
          en: `The molar solubility of a sparingly soluble salt MX₂ in water is ${sci(s)} mol L⁻¹. Its solubility product Ksp is`,
          hi: `एक अल्प विलेय लवण MX₂ की जल में मोलर विलेयता ${sci(s)} mol L⁻¹ है। इसका विलेयता गुणनफल Ksp है`,
        },
        explanation: {
          en: `MX₂ ⇌ M²⁺ + 2X⁻, so [M²⁺] = s and [X⁻] = 2s. Ksp = s(2s)² = 4s³ = 4 × (${sci(s)})³ = ${sci(ksp)}.`,
          hi: `MX₂ ⇌ M²⁺ + 2X⁻, अतः [M²⁺] = s तथा [X⁻] = 2s। Ksp = s(2s)² = 4s³ = 4 × (${sci(s)})³ = ${sci(ksp)}।`,
        },
      },
      withUnit(ksp, '', sci),
      [withUnit(s ** 3, '', sci), withUnit(2 * s ** 3, '', sci), withUnit(s ** 2, '', sci)],
    );
  },
);

/** pH of a strong acid or base, fully ionised, at 25 °C. */
export const strongPh = family(
  'jee-chem-ph',
  [
    { formula: 'HCl', kind: 'acid', ions: 1, conc: 1e-3 },
    { formula: 'NaOH', kind: 'base', ions: 1, conc: 1e-2 },
    { formula: 'Ba(OH)₂', kind: 'base', ions: 2, conc: 5e-4 },
  ] as const,
  ({ formula, kind, ions, conc }, key) => {
    const p = -Math.log10(ions * conc);
    const ph = Math.round(kind === 'acid' ? p : 14 - p);
    const ion = kind === 'acid' ? 'H⁺' : 'OH⁻';
    return numericQuestion(
      {
        key,
        subject,
        topic: 'chemistry-equilibrium',
        difficulty: kind === 'base' && ions > 1 ? 'medium' : 'easy',
        text: {
          en: `The pH of a ${sci(conc)} M aqueous solution of ${formula} at 25 °C (assume complete ionisation) is ______.`,
          hi: `25 °C पर ${formula} के ${sci(conc)} M जलीय विलयन का pH (पूर्ण आयनन मानें) ______ है।`,
        },
        explanation: {
          en: `Each ${formula} gives ${ions} ${ion}: [${ion}] = ${ions} × ${sci(conc)} = ${sci(ions * conc)} M. ${kind === 'acid' ? `pH = −log[H⁺] = ${ph}.` : `pOH = ${num(p)}, so pH = 14 − ${num(p)} = ${ph}.`}`,
          hi: `${formula} की प्रत्येक इकाई ${ions} ${ion} देती है: [${ion}] = ${ions} × ${sci(conc)} = ${sci(ions * conc)} M। ${kind === 'acid' ? `pH = −log[H⁺] = ${ph}।` : `pOH = ${num(p)}, अतः pH = 14 − ${num(p)} = ${ph}।`}`,
        },
      },
      ph,
    );
  },
);

/** Standard emf of a cell from the two standard reduction potentials. */
export const cellEmf = family(
  'jee-chem-cell',
  [
    { cathode: 'Cu²⁺/Cu', eCathode: 0.34, anode: 'Zn²⁺/Zn', eAnode: -0.76 },
    { cathode: 'Ag⁺/Ag', eCathode: 0.8, anode: 'Cu²⁺/Cu', eAnode: 0.34 },
    { cathode: 'Ag⁺/Ag', eCathode: 0.8, anode: 'Zn²⁺/Zn', eAnode: -0.76 },
  ] as const,
  ({ cathode, eCathode, anode, eAnode }, key) => {
    const emf = eCathode - eAnode;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'chemistry-electrochemistry',
        difficulty: 'easy',
        text: {
          en: `Given E°(${cathode}) = ${num(eCathode)} V and E°(${anode}) = ${num(eAnode)} V, the standard emf of the galvanic cell made from these two electrodes is`,
          hi: `दिया है E°(${cathode}) = ${num(eCathode)} V तथा E°(${anode}) = ${num(eAnode)} V। इन दोनों इलेक्ट्रोडों से बने गैल्वेनी सेल का मानक विद्युत वाहक बल है`,
        },
        explanation: {
          en: `The couple with the higher reduction potential (${cathode}) is the cathode. E°cell = E°cathode − E°anode = ${num(eCathode)} − (${num(eAnode)}) = ${num(emf)} V.`,
          hi: `अधिक अपचयन विभव वाला युग्म (${cathode}) कैथोड है। E°सेल = E°कैथोड − E°ऐनोड = ${num(eCathode)} − (${num(eAnode)}) = ${num(emf)} V।`,
        },
      },
      withUnit(emf, 'V'),
      [withUnit(eCathode + eAnode, 'V'), withUnit(-emf, 'V'), withUnit(-(eCathode + eAnode), 'V')],
    );
  },
);

/** Faraday's first law: mass deposited = (Q/F) × M/z, F = 96500 C mol⁻¹. */
export const electrolysisMass = family(
  'jee-chem-faraday',
  [
    { metal: 'Ag', ion: 'Ag⁺', charge: 1, molar: 108, amperes: 10, seconds: 9650 },
    { metal: 'Ag', ion: 'Ag⁺', charge: 1, molar: 108, amperes: 5, seconds: 9650 },
    { metal: 'Al', ion: 'Al³⁺', charge: 3, molar: 27, amperes: 10, seconds: 9650 },
  ] as const,
  ({ metal, ion, charge, molar, amperes, seconds }, key) => {
    const faradays = (amperes * seconds) / 96500;
    const mass = (faradays / charge) * molar;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'chemistry-electrochemistry',
        difficulty: 'medium',
        text: {
          en: `A current of ${amperes} A is passed for ${seconds} s through a solution (or melt) containing ${ion} ions. The mass of ${metal} (molar mass ${molar} g mol⁻¹) deposited at the cathode, in g, is ______. (F = 96500 C mol⁻¹)`,
          hi: `${ion} आयन युक्त एक विलयन (या गलित) में ${amperes} A की धारा ${seconds} s तक प्रवाहित की जाती है। कैथोड पर निक्षेपित ${metal} (मोलर द्रव्यमान ${molar} g mol⁻¹) का द्रव्यमान g में ______ है। (F = 96500 C mol⁻¹)`,
        },
        explanation: {
          en: `Q = It = ${amperes * seconds} C = ${num(faradays)} F. ${ion} + ${charge}e⁻ → ${metal}, so mass = ${num(faradays)} × ${molar}/${charge} = ${num(mass)} g.`,
          hi: `Q = It = ${amperes * seconds} C = ${num(faradays)} F। ${ion} + ${charge}e⁻ → ${metal}, अतः द्रव्यमान = ${num(faradays)} × ${molar}/${charge} = ${num(mass)} g।`,
        },
      },
      Math.round(mass * 1e6) / 1e6,
    );
  },
);

/** How the rate changes when the concentration is scaled, for a given order. */
export const rateScaling = family(
  'jee-chem-rate-law',
  [
    { order: 2, factor: 3 },
    { order: 3, factor: 2 },
  ] as const,
  ({ order, factor }, key) => {
    const ratio = factor ** order;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'chemistry-kinetics',
        difficulty: 'easy',
        text: {
          en: `For the reaction A → products, rate = k[A]${sup(order)}. If the concentration of A is made ${factor} times, the ratio of the new rate to the old rate is`,
          hi: `अभिक्रिया A → उत्पाद के लिए वेग = k[A]${sup(order)} है। यदि A की सांद्रता ${factor} गुना कर दी जाए, तो नए वेग और पुराने वेग का अनुपात है`,
        },
        explanation: {
          en: `Rate ∝ [A]${sup(order)}, so the rate changes by ${factor}${sup(order)} = ${ratio}.`,
          hi: `वेग ∝ [A]${sup(order)}, अतः वेग ${factor}${sup(order)} = ${ratio} गुना हो जाता है।`,
        },
      },
      withUnit(ratio, ''),
      [withUnit(factor, ''), withUnit(order * factor, ''), withUnit(factor ** (order + 1), '')],
    );
  },
);

/** Time for a first-order reaction to reach a given completion: whole numbers of half-lives. */
export const firstOrderTime = family(
  'jee-chem-half-life',
  [
    { halfLife: 20, percent: 75 },
    { halfLife: 15, percent: 87.5 },
    { halfLife: 12, percent: 93.75 },
  ] as const,
  ({ halfLife, percent }, key) => {
    const halvings = Math.round(Math.log2(100 / (100 - percent)));
    return numericQuestion(
      {
        key,
        subject,
        topic: 'chemistry-kinetics',
        difficulty: 'medium',
        text: {
          en: `The half-life of a first-order reaction is ${halfLife} min. The time (in min) needed for ${percent}% of the reactant to react is ______.`,
          hi: `एक प्रथम कोटि की अभिक्रिया की अर्धायु ${halfLife} min है। ${percent}% अभिकारक के अभिक्रिया करने में लगने वाला समय (min में) ______ है।`,
        },
        explanation: {
          en: `${percent}% reacted leaves ${num(100 - percent)}% = (1/2)${sup(halvings)} of the reactant, i.e. ${halvings} half-lives: ${halvings} × ${halfLife} = ${halvings * halfLife} min.`,
          hi: `${percent}% अभिक्रिया के बाद ${num(100 - percent)}% = (1/2)${sup(halvings)} अभिकारक शेष रहता है, अर्थात ${halvings} अर्धायु: ${halvings} × ${halfLife} = ${halvings * halfLife} min।`,
        },
      },
      halvings * halfLife,
    );
  },
);
