// Written by packages/server/src/question-content/render/rich-text-samples.test.ts with the server renderer:
// do not edit. After a change to the renderer: `pnpm exec vitest run --project server rich-text-samples -u`.

/** A source and the HTML the server renders from it. */
export interface RichTextSample {
  source: string;
  html: string;
}

export interface RichTextSampleQuestion {
  lang: 'en' | 'hi';
  text: RichTextSample;
  options?: RichTextSample[];
  explanation?: RichTextSample;
}

/** Figures are at /media/figures/sample/NAME in the HTML; the stories point that at their own files. */
export const sampleFigureAddress = '/media/figures/sample/';

export const richTextSamples = {
  "jeeLimit": {
    "lang": "en",
    "text": {
      "source": "Evaluate $\\displaystyle\\lim_{x \\to 0} \\frac{1 - \\cos 4x}{x^2}$.",
      "html": "<p>Evaluate <math aria-label=\"lim_(x→0) (1−cos 4x)/(x^2)\"><mstyle scriptlevel=\"0\" displaystyle=\"true\"><munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mfrac><mrow><mn>1</mn><mo>−</mo><mrow><mi>cos</mi><mo>⁡</mo><mspace width=\"0.1667em\"></mspace></mrow><mn>4</mn><mi>x</mi></mrow><msup><mi>x</mi><mn class=\"tml-sml-pad\">2</mn></msup></mfrac></mstyle></math>.</p>"
    },
    "options": [
      {
        "source": "$2$",
        "html": "<math aria-label=\"2\"><mn>2</mn></math>"
      },
      {
        "source": "$4$",
        "html": "<math aria-label=\"4\"><mn>4</mn></math>"
      },
      {
        "source": "$8$",
        "html": "<math aria-label=\"8\"><mn>8</mn></math>"
      },
      {
        "source": "$16$",
        "html": "<math aria-label=\"16\"><mn>16</mn></math>"
      }
    ],
    "explanation": {
      "source": "Since $1 - \\cos 4x = 2\\sin^2 2x$,\n\n$$\\lim_{x \\to 0} \\frac{1 - \\cos 4x}{x^2} = \\lim_{x \\to 0} 8\\left(\\frac{\\sin 2x}{2x}\\right)^2 = 8$$",
      "html": "<p>Since <math aria-label=\"1−cos 4x=2 sin^2 2x\"><mrow><mn>1</mn><mo>−</mo><mrow><mi>cos</mi><mo>⁡</mo><mspace width=\"0.1667em\"></mspace></mrow><mn>4</mn><mi>x</mi><mo>=</mo><mn>2</mn><mspace width=\"0.1667em\"></mspace><msup><mi>sin</mi><mn>2</mn></msup><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mn>2</mn><mi>x</mi></mrow></math>,</p>\n<p><span class=\"pk-display\"><math aria-label=\"lim_(x→0) (1−cos 4x)/(x^2)=lim_(x→0) 8((sin 2x)/2x)^2=8\" display=\"block\" class=\"tml-display\" style=\"display:block math;\"><mrow><munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mfrac><mrow><mn>1</mn><mo>−</mo><mrow><mi>cos</mi><mo>⁡</mo><mspace width=\"0.1667em\"></mspace></mrow><mn>4</mn><mi>x</mi></mrow><msup><mi>x</mi><mn class=\"tml-sml-pad\">2</mn></msup></mfrac><mo>=</mo><munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mn>8</mn><msup><mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"true\">(</mo><mfrac><mrow><mrow><mi>sin</mi><mo>⁡</mo><mspace width=\"0.1667em\"></mspace></mrow><mn>2</mn><mi>x</mi></mrow><mrow><mn>2</mn><mi>x</mi></mrow></mfrac><mo fence=\"true\" form=\"postfix\" stretchy=\"true\">)</mo></mrow><mn>2</mn></msup><mo>=</mo><mn>8</mn></mrow></math></span></p>"
    }
  },
  "neetCombustion": {
    "lang": "en",
    "text": {
      "source": "Which is the balanced equation for the complete combustion of methane?",
      "html": "<p>Which is the balanced equation for the complete combustion of methane?</p>"
    },
    "options": [
      {
        "source": "\\ce{CH4 + O2 -> CO2 + H2O}",
        "html": "<math aria-label=\"CH4+O2 → CO2+H2O\"><mrow><mpadded lspace=\"0\"><mi>CH</mi></mpadded><msub><mrow></mrow><mn>4</mn></msub><mrow></mrow><mo>+</mo><mrow></mrow><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mspace width=\"0.2778em\"></mspace><mover accent=\"false\"><mo stretchy=\"true\" lspace=\"0\" rspace=\"0\">→</mo><mspace width=\"2.8571em\"></mspace></mover><mspace width=\"0.2778em\"></mspace></mrow><mpadded lspace=\"0\"><mi>CO</mi></mpadded><msub><mrow></mrow><mn>2</mn></msub><mrow></mrow><mo>+</mo><mrow></mrow><mrow><mi mathvariant=\"normal\">H</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow></mrow></math>"
      },
      {
        "source": "\\ce{CH4 + 2O2 -> CO2 + 2H2O}",
        "html": "<math aria-label=\"CH4+2 O2 → CO2+2 H2O\"><mrow><mpadded lspace=\"0\"><mi>CH</mi></mpadded><msub><mrow></mrow><mn>4</mn></msub><mrow></mrow><mo>+</mo><mrow></mrow><mn>2</mn><mspace width=\"0.1667em\"></mspace><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mspace width=\"0.2778em\"></mspace><mover accent=\"false\"><mo stretchy=\"true\" lspace=\"0\" rspace=\"0\">→</mo><mspace width=\"2.8571em\"></mspace></mover><mspace width=\"0.2778em\"></mspace></mrow><mpadded lspace=\"0\"><mi>CO</mi></mpadded><msub><mrow></mrow><mn>2</mn></msub><mrow></mrow><mo>+</mo><mrow></mrow><mn>2</mn><mspace width=\"0.1667em\"></mspace><mrow><mi mathvariant=\"normal\">H</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow></mrow></math>"
      },
      {
        "source": "\\ce{2CH4 + 3O2 -> 2CO + 4H2O}",
        "html": "<math aria-label=\"2 CH4+3 O2 → 2 CO+4 H2O\"><mrow><mn>2</mn><mspace width=\"0.1667em\"></mspace><mpadded lspace=\"0\"><mi>CH</mi></mpadded><msub><mrow></mrow><mn>4</mn></msub><mrow></mrow><mo>+</mo><mrow></mrow><mn>3</mn><mspace width=\"0.1667em\"></mspace><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mspace width=\"0.2778em\"></mspace><mover accent=\"false\"><mo stretchy=\"true\" lspace=\"0\" rspace=\"0\">→</mo><mspace width=\"2.8571em\"></mspace></mover><mspace width=\"0.2778em\"></mspace></mrow><mn>2</mn><mspace width=\"0.1667em\"></mspace><mpadded lspace=\"0\"><mi>CO</mi></mpadded><mrow></mrow><mo>+</mo><mrow></mrow><mn>4</mn><mspace width=\"0.1667em\"></mspace><mrow><mi mathvariant=\"normal\">H</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow></mrow></math>"
      },
      {
        "source": "\\ce{CH4 + 2O2 -> C + 2H2O}",
        "html": "<math aria-label=\"CH4+2 O2 → C+2 H2O\"><mrow><mpadded lspace=\"0\"><mi>CH</mi></mpadded><msub><mrow></mrow><mn>4</mn></msub><mrow></mrow><mo>+</mo><mrow></mrow><mn>2</mn><mspace width=\"0.1667em\"></mspace><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mspace width=\"0.2778em\"></mspace><mover accent=\"false\"><mo stretchy=\"true\" lspace=\"0\" rspace=\"0\">→</mo><mspace width=\"2.8571em\"></mspace></mover><mspace width=\"0.2778em\"></mspace></mrow><mrow><mi mathvariant=\"normal\">C</mi><mspace></mspace></mrow><mrow></mrow><mo>+</mo><mrow></mrow><mn>2</mn><mspace width=\"0.1667em\"></mspace><mrow><mi mathvariant=\"normal\">H</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow></mrow></math>"
      }
    ],
    "explanation": {
      "source": "Balance carbon, then hydrogen, then oxygen:\n\n$$\\ce{CH4 + 2O2 -> CO2 + 2H2O}$$\n\nFour oxygen atoms on each side.",
      "html": "<p>Balance carbon, then hydrogen, then oxygen:</p>\n<p><span class=\"pk-display\"><math aria-label=\"CH4+2 O2 → CO2+2 H2O\" display=\"block\" class=\"tml-display\" style=\"display:block math;\"><mrow><mpadded lspace=\"0\"><mi>CH</mi></mpadded><msub><mrow></mrow><mn>4</mn></msub><mrow></mrow><mo>+</mo><mrow></mrow><mn>2</mn><mspace width=\"0.1667em\"></mspace><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mspace width=\"0.2778em\"></mspace><mover accent=\"false\"><mo stretchy=\"true\" lspace=\"0\" rspace=\"0\">→</mo><mspace width=\"2.8571em\"></mspace></mover><mspace width=\"0.2778em\"></mspace></mrow><mpadded lspace=\"0\"><mi>CO</mi></mpadded><msub><mrow></mrow><mn>2</mn></msub><mrow></mrow><mo>+</mo><mrow></mrow><mn>2</mn><mspace width=\"0.1667em\"></mspace><mrow><mi mathvariant=\"normal\">H</mi><mspace></mspace></mrow><msub><mrow></mrow><mn>2</mn></msub><mrow><mi mathvariant=\"normal\">O</mi><mspace></mspace></mrow></mrow></math></span></p>\n<p>Four oxygen atoms on each side.</p>"
    }
  },
  "pipesFraction": {
    "lang": "en",
    "text": {
      "source": "Pipe A fills a tank in 6 hours and pipe B in 3 hours. What part of the tank do both fill in **one hour**?",
      "html": "<p>Pipe A fills a tank in 6 hours and pipe B in 3 hours. What part of the tank do both fill in <strong>one hour</strong>?</p>"
    },
    "options": [
      {
        "source": "$\\frac{1}{2}$",
        "html": "<math aria-label=\"1/2\"><mfrac><mn>1</mn><mn>2</mn></mfrac></math>"
      },
      {
        "source": "$\\frac{1}{3}$",
        "html": "<math aria-label=\"1/3\"><mfrac><mn>1</mn><mn>3</mn></mfrac></math>"
      },
      {
        "source": "$\\frac{1}{6}$",
        "html": "<math aria-label=\"1/6\"><mfrac><mn>1</mn><mn>6</mn></mfrac></math>"
      },
      {
        "source": "$\\frac{2}{9}$",
        "html": "<math aria-label=\"2/9\"><mfrac><mn>2</mn><mn>9</mn></mfrac></math>"
      }
    ],
    "explanation": {
      "source": "In one hour $\\frac{1}{6} + \\frac{1}{3} = \\frac{1}{6} + \\frac{2}{6} = \\frac{1}{2}$ of the tank.",
      "html": "<p>In one hour <math aria-label=\"1/6+1/3=1/6+2/6=1/2\"><mrow><mfrac><mn>1</mn><mn>6</mn></mfrac><mo>+</mo><mfrac><mn>1</mn><mn>3</mn></mfrac><mo>=</mo><mfrac><mn>1</mn><mn>6</mn></mfrac><mo>+</mo><mfrac><mn>2</mn><mn>6</mn></mfrac><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow></math> of the tank.</p>"
    }
  },
  "triangleFigure": {
    "lang": "en",
    "text": {
      "source": "In the figure, $\\angle ABC = 90^\\circ$, $AB = 3$ cm and $BC = 4$ cm. Find $AC$.\n\n![Right triangle ABC with the right angle at B, AB = 3 cm and BC = 4 cm](figure:triangle.svg)",
      "html": "<p>In the figure, <math aria-label=\"∠ABC=90^∘\"><mrow><mi>∠</mi><mi>A</mi><mi>B</mi><mi>C</mi><mo>=</mo><msup><mn>90</mn><mo>∘</mo></msup></mrow></math>, <math aria-label=\"AB=3\"><mrow><mi>A</mi><mi>B</mi><mo>=</mo><mn>3</mn></mrow></math> cm and <math aria-label=\"BC=4\"><mrow><mi>B</mi><mi>C</mi><mo>=</mo><mn>4</mn></mrow></math> cm. Find <math aria-label=\"AC\"><mrow><mi>A</mi><mi>C</mi></mrow></math>.</p>\n<p><picture class=\"pk-figure\"><img src=\"/media/figures/sample/triangle.svg\" width=\"240\" height=\"180\" alt=\"Right triangle ABC with the right angle at B, AB = 3 cm and BC = 4 cm\" loading=\"lazy\" decoding=\"async\"></picture></p>"
    },
    "options": [
      {
        "source": "5 cm",
        "html": "5 cm"
      },
      {
        "source": "6 cm",
        "html": "6 cm"
      },
      {
        "source": "7 cm",
        "html": "7 cm"
      },
      {
        "source": "$\\sqrt{7}$ cm",
        "html": "<math aria-label=\"√7\"><msqrt><mn>7</mn></msqrt></math> cm"
      }
    ],
    "explanation": {
      "source": "By Pythagoras, $AC = \\sqrt{3^2 + 4^2} = \\sqrt{25} = 5$ cm.",
      "html": "<p>By Pythagoras, <math aria-label=\"AC=√(3^2+4^2)=√25=5\"><mrow><mi>A</mi><mi>C</mi><mo>=</mo><msqrt><mrow><msup><mn>3</mn><mn>2</mn></msup><mo>+</mo><msup><mn>4</mn><mn>2</mn></msup></mrow></msqrt><mo>=</mo><msqrt><mn>25</mn></msqrt><mo>=</mo><mn>5</mn></mrow></math> cm.</p>"
    }
  },
  "triangleFigureHindi": {
    "lang": "hi",
    "text": {
      "source": "चित्र में $\\angle ABC = 90^\\circ$, $AB = 3$ सेमी और $BC = 4$ सेमी है। $AC$ ज्ञात कीजिए।\n\n![समकोण त्रिभुज ABC, जिसमें B पर समकोण है, AB = 3 सेमी और BC = 4 सेमी](figure:triangle.svg)",
      "html": "<p>चित्र में <math aria-label=\"∠ABC=90^∘\"><mrow><mi>∠</mi><mi>A</mi><mi>B</mi><mi>C</mi><mo>=</mo><msup><mn>90</mn><mo>∘</mo></msup></mrow></math>, <math aria-label=\"AB=3\"><mrow><mi>A</mi><mi>B</mi><mo>=</mo><mn>3</mn></mrow></math> सेमी और <math aria-label=\"BC=4\"><mrow><mi>B</mi><mi>C</mi><mo>=</mo><mn>4</mn></mrow></math> सेमी है। <math aria-label=\"AC\"><mrow><mi>A</mi><mi>C</mi></mrow></math> ज्ञात कीजिए।</p>\n<p><picture class=\"pk-figure\"><img src=\"/media/figures/sample/triangle.svg\" width=\"240\" height=\"180\" alt=\"समकोण त्रिभुज ABC, जिसमें B पर समकोण है, AB = 3 सेमी और BC = 4 सेमी\" loading=\"lazy\" decoding=\"async\"></picture></p>"
    },
    "options": [
      {
        "source": "5 सेमी",
        "html": "5 सेमी"
      },
      {
        "source": "6 सेमी",
        "html": "6 सेमी"
      },
      {
        "source": "7 सेमी",
        "html": "7 सेमी"
      },
      {
        "source": "$\\sqrt{7}$ सेमी",
        "html": "<math aria-label=\"√7\"><msqrt><mn>7</mn></msqrt></math> सेमी"
      }
    ],
    "explanation": {
      "source": "पाइथागोरस प्रमेय से $AC = \\sqrt{3^2 + 4^2} = \\sqrt{25} = 5$ सेमी।",
      "html": "<p>पाइथागोरस प्रमेय से <math aria-label=\"AC=√(3^2+4^2)=√25=5\"><mrow><mi>A</mi><mi>C</mi><mo>=</mo><msqrt><mrow><msup><mn>3</mn><mn>2</mn></msup><mo>+</mo><msup><mn>4</mn><mn>2</mn></msup></mrow></msqrt><mo>=</mo><msqrt><mn>25</mn></msqrt><mo>=</mo><mn>5</mn></mrow></math> सेमी।</p>"
    }
  },
  "admissionsTable": {
    "lang": "en",
    "text": {
      "source": "Students admitted to five colleges:\n\n| College | 2021 | 2022 | 2023 | Change 2021–2023 |\n|---|--:|--:|--:|--:|\n| P | 450 | 540 | 600 | +33.3% |\n| Q | 380 | 420 | 475 | +25.0% |\n| R | 520 | 494 | 560 | +7.7% |\n| S | 300 | 360 | 390 | +30.0% |\n| T | 400 | 450 | 550 | +37.5% |\n\nWhich college admitted the most students in 2022?",
      "html": "<p>Students admitted to five colleges:</p>\n<div class=\"pk-table\" role=\"region\" aria-label=\"Table\"><table><thead><tr><th>College</th><th align=\"right\">2021</th><th align=\"right\">2022</th><th align=\"right\">2023</th><th align=\"right\">Change 2021–2023</th></tr></thead><tbody><tr><td>P</td><td align=\"right\">450</td><td align=\"right\">540</td><td align=\"right\">600</td><td align=\"right\">+33.3%</td></tr><tr><td>Q</td><td align=\"right\">380</td><td align=\"right\">420</td><td align=\"right\">475</td><td align=\"right\">+25.0%</td></tr><tr><td>R</td><td align=\"right\">520</td><td align=\"right\">494</td><td align=\"right\">560</td><td align=\"right\">+7.7%</td></tr><tr><td>S</td><td align=\"right\">300</td><td align=\"right\">360</td><td align=\"right\">390</td><td align=\"right\">+30.0%</td></tr><tr><td>T</td><td align=\"right\">400</td><td align=\"right\">450</td><td align=\"right\">550</td><td align=\"right\">+37.5%</td></tr></tbody></table></div>\n<p>Which college admitted the most students in 2022?</p>"
    },
    "options": [
      {
        "source": "P",
        "html": "P"
      },
      {
        "source": "Q",
        "html": "Q"
      },
      {
        "source": "R",
        "html": "R"
      },
      {
        "source": "T",
        "html": "T"
      }
    ]
  },
  "quadraticHindi": {
    "lang": "hi",
    "text": {
      "source": "यदि $x^2 - 5x + 6 = 0$ है, तो $x$ के मान क्या हैं?",
      "html": "<p>यदि <math aria-label=\"x^2−5x+6=0\"><mrow><msup><mi>x</mi><mn class=\"tml-sml-pad\">2</mn></msup><mo>−</mo><mn>5</mn><mi>x</mi><mo>+</mo><mn>6</mn><mo>=</mo><mn>0</mn></mrow></math> है, तो <math aria-label=\"x\"><mi>x</mi></math> के मान क्या हैं?</p>"
    },
    "options": [
      {
        "source": "$2$ और $3$",
        "html": "<math aria-label=\"2\"><mn>2</mn></math> और <math aria-label=\"3\"><mn>3</mn></math>"
      },
      {
        "source": "$-2$ और $-3$",
        "html": "<math aria-label=\"−2\"><mrow><mo form=\"prefix\" stretchy=\"false\">−</mo><mn>2</mn></mrow></math> और <math aria-label=\"−3\"><mrow><mo form=\"prefix\" stretchy=\"false\">−</mo><mn>3</mn></mrow></math>"
      },
      {
        "source": "$1$ और $6$",
        "html": "<math aria-label=\"1\"><mn>1</mn></math> और <math aria-label=\"6\"><mn>6</mn></math>"
      },
      {
        "source": "$-1$ और $6$",
        "html": "<math aria-label=\"−1\"><mrow><mo form=\"prefix\" stretchy=\"false\">−</mo><mn>1</mn></mrow></math> और <math aria-label=\"6\"><mn>6</mn></math>"
      }
    ],
    "explanation": {
      "source": "$x^2 - 5x + 6 = (x - 2)(x - 3)$, इसलिए\n\n$$x = 2 \\quad \\text{या} \\quad x = 3$$",
      "html": "<p><math aria-label=\"x^2−5x+6=(x−2)(x−3)\"><mrow><msup><mi>x</mi><mn class=\"tml-sml-pad\">2</mn></msup><mo>−</mo><mn>5</mn><mi>x</mi><mo>+</mo><mn>6</mn><mo>=</mo><mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"false\">(</mo><mi>x</mi><mo>−</mo><mn>2</mn><mo fence=\"true\" form=\"postfix\" stretchy=\"false\">)</mo></mrow><mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"false\">(</mo><mi>x</mi><mo>−</mo><mn>3</mn><mo fence=\"true\" form=\"postfix\" stretchy=\"false\">)</mo></mrow></mrow></math>, इसलिए</p>\n<p><span class=\"pk-display\"><math aria-label=\"x=2 या x=3\" display=\"block\" class=\"tml-display\" style=\"display:block math;\"><mrow><mi>x</mi><mo>=</mo><mn>2</mn><mspace width=\"1em\"></mspace><mtext>या</mtext><mspace width=\"1em\"></mspace><mi>x</mi><mo>=</mo><mn>3</mn></mrow></math></span></p>"
    }
  },
  "wideIntegral": {
    "lang": "en",
    "text": {
      "source": "Show that\n\n$$\\int_0^{\\pi/2} \\frac{\\sin^n x}{\\sin^n x + \\cos^n x}\\,dx = \\int_0^{\\pi/2} \\frac{\\cos^n x}{\\sin^n x + \\cos^n x}\\,dx = \\frac{1}{2}\\int_0^{\\pi/2} 1\\,dx = \\frac{\\pi}{4}$$",
      "html": "<p>Show that</p>\n<p><span class=\"pk-display\"><math aria-label=\"∫_0^(π/2)(sin^n x)/(sin^n x+cos^n x) dx=∫_0^(π/2)(cos^n x)/(sin^n x+cos^n x) dx=1/2∫_0^(π/2)1 dx=π/4\" display=\"block\" class=\"tml-display\" style=\"display:block math;\"><mrow><msubsup><mo movablelimits=\"false\">∫</mo><mn>0</mn><mrow><mi>π</mi><mi>/</mi><mn>2</mn></mrow></msubsup><mfrac><mrow><msup><mi>sin</mi><mi>n</mi></msup><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mi>x</mi></mrow><mrow><msup><mi>sin</mi><mi>n</mi></msup><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mi>x</mi><mo>+</mo><msup><mi>cos</mi><mi>n</mi></msup><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mi>x</mi></mrow></mfrac><mspace width=\"0.1667em\"></mspace><mi>d</mi><mi>x</mi><mo>=</mo><msubsup><mo movablelimits=\"false\">∫</mo><mn>0</mn><mrow><mi>π</mi><mi>/</mi><mn>2</mn></mrow></msubsup><mfrac><mrow><msup><mi>cos</mi><mi>n</mi></msup><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mi>x</mi></mrow><mrow><msup><mi>sin</mi><mi>n</mi></msup><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mi>x</mi><mo>+</mo><msup><mi>cos</mi><mi>n</mi></msup><mo>⁡</mo><mspace width=\"0.1667em\"></mspace><mi>x</mi></mrow></mfrac><mspace width=\"0.1667em\"></mspace><mi>d</mi><mi>x</mi><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac><msubsup><mo movablelimits=\"false\">∫</mo><mn>0</mn><mrow><mi>π</mi><mi>/</mi><mn>2</mn></mrow></msubsup><mn>1</mn><mspace width=\"0.1667em\"></mspace><mi>d</mi><mi>x</mi><mo>=</mo><mfrac><mi>π</mi><mn>4</mn></mfrac></mrow></math></span></p>"
    }
  },
  "readingPassage": {
    "lang": "en",
    "text": {
      "source": "India has more than 22,000 *kilometres* of navigable inland waterways, yet they carry a small share of its freight. A barge uses far less fuel per tonne-kilometre than a truck, and a river needs no new land.\n\nSince 2016, 111 waterways have been declared national waterways. Where a river is deep enough all year, cargo has begun to move by water again; where it is not, dredging costs more than the trade it would bring.",
      "html": "<p>India has more than 22,000 <em>kilometres</em> of navigable inland waterways, yet they carry a small share of its freight. A barge uses far less fuel per tonne-kilometre than a truck, and a river needs no new land.</p>\n<p>Since 2016, 111 waterways have been declared national waterways. Where a river is deep enough all year, cargo has begun to move by water again; where it is not, dredging costs more than the trade it would bring.</p>"
    }
  },
  "readingPassageHindi": {
    "lang": "hi",
    "text": {
      "source": "भारत में 22,000 किलोमीटर से अधिक नौगम्य अंतर्देशीय जलमार्ग हैं, फिर भी वे इसके माल का छोटा हिस्सा ही ढोते हैं। एक बजरा प्रति टन-किलोमीटर ट्रक से बहुत कम ईंधन खर्च करता है, और नदी को नई ज़मीन नहीं चाहिए।\n\n2016 से 111 जलमार्ग राष्ट्रीय जलमार्ग घोषित किए गए हैं।",
      "html": "<p>भारत में 22,000 किलोमीटर से अधिक नौगम्य अंतर्देशीय जलमार्ग हैं, फिर भी वे इसके माल का छोटा हिस्सा ही ढोते हैं। एक बजरा प्रति टन-किलोमीटर ट्रक से बहुत कम ईंधन खर्च करता है, और नदी को नई ज़मीन नहीं चाहिए।</p>\n<p>2016 से 111 जलमार्ग राष्ट्रीय जलमार्ग घोषित किए गए हैं।</p>"
    }
  }
} satisfies Record<string, RichTextSampleQuestion>;
