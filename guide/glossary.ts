// The guide's glossary: one German term per thing, the variants it replaces, and a note on
// where the term is used. One fact in one place: `glossary.test.ts` reads the variants from
// here and fails on any of them in the prose of every version (outside code blocks and
// inline code), so a term is changed here and nowhere else.

export interface GlossaryVariant {
  /** The variant as a reader would write it. */
  text: string;
  /**
   * Where the variant stands in prose. Matched against a line whose link targets, heading ids
   * and code blocks are removed and whose inline code is an empty `⟦⟧`; a pattern that itself
   * contains `⟦` sees the code as `⟦code⟧` (so a rule can name a parameter).
   */
  pattern: RegExp;
}

export interface GlossaryEntry {
  /** The German term the guide uses. */
  term: string;
  /** What the term replaces. */
  replaces: GlossaryVariant[];
  /** When to use the term, and what stays as it is. */
  note: string;
}

// An English parameter name of the library in inline code, used as a German noun.
const PARAMETER = String.raw`⟦(?:speed|factor|brightness|tempo|faktor)⟧`;

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Geschwindigkeit',
    replaces: [
      { text: 'Tempo', pattern: /(?<!\*\*)\bTempo(?:s|werte?n?)?\b/ },
      {
        text: 'bei hohem `speed` (ein Parametername als Nomen)',
        pattern: new RegExp(
          String.raw`\b(?:hohe[mnr]?|kleine[mnr]?|niedrige[mnr]?|große[mnr]?|volle[mnr]?|gleiche[mnr]?|mittlere[mnr]?|[Dd]e[mnrs]|[Jj]ede[mnr]?|[Ee]ine[mnr]?)\s+${PARAMETER}|${PARAMETER}\s+\d`,
        ),
      },
      {
        text: 'der factor (ein Parametername als Nomen)',
        pattern: /\b[Dd](?:er|en|em|es)\s+(?:speed|factor)\b/,
      },
    ],
    note: 'Die Geschwindigkeit eines Motors (0 bis 255) heißt immer „Geschwindigkeit“. „Tempo“ bleibt nur der Name des Menüs im Simulator (fett: **Tempo**). Englische Parameternamen stehen nur als Code da („der Parameter `speed`“), nie als deutsches Nomen („bei hohem `speed`“ → „bei hoher Geschwindigkeit“).',
  },
  {
    term: 'Steuerplatine',
    replaces: [
      { text: 'Controller', pattern: /\b(?:Motor-?)?Controllers?\b/ },
      { text: 'Motor-Controller', pattern: /\bMotor-Controller/ },
      { text: 'Motorsteuerung', pattern: /\bMotorsteuerung\b/ },
    ],
    note: 'Die Platine im Roboter (ein STM8 an I²C-Adresse 0x10), die Motoren, rote LEDs und Liniensensoren bedient: „die Steuerplatine“. Der micro:bit selbst ist ein „Mikrocontroller“; das Wort bleibt.',
  },
  {
    term: 'Display',
    replaces: [{ text: 'LED-Anzeige', pattern: /\bLED-Anzeige\b/ }],
    note: 'Die 5 × 5 LEDs des micro:bit heißen „Display“, wie `display` im Code.',
  },
  {
    term: 'Funktion',
    replaces: [{ text: 'Befehl', pattern: /\b[Bb]efehl\w*/ }],
    note: 'Was die Bibliothek oder der micro:bit anbietet (`motor_run()`, `compass.heading()`), ist eine „Funktion“; ihr Benutzen ein „Aufruf“. Eine Python-Zeile wie `break`, `import` oder `while` ist eine „Anweisung“; was über Funk (`radio`) oder den I²C-Bus geschickt wird, eine „Nachricht“. „Befehl“ kommt nicht vor.',
  },
  {
    term: 'I²C',
    replaces: [{ text: 'I2C', pattern: /\bI2C\b/ }],
    note: 'Im Text „I²C“ (der I²C-Bus). Code, Kommentare im Code und Registertabellen in Code-Schrift behalten `I2C`.',
  },
  {
    term: 'vorne',
    replaces: [{ text: 'vorn', pattern: /\bvorn\b/ }],
    note: '„vorne“ wie „hinten“; auch „nach vorne“, „von vorne“.',
  },
  {
    term: 'Klicke',
    replaces: [
      {
        text: 'Klick (als Aufforderung)',
        pattern: /(?<!\b(?:[Ee]in|[Ee]ine[mn]|[Dd]e[mnr]|[Jj]ede[mnr]?)\s)\b[Kk]lick\b(?!-)/,
      },
    ],
    note: 'Die Aufforderung heißt „Klicke“ (wie „Stecke“, „Schreibe“). Das Nomen bleibt: „Ein Klick auf …“.',
  },
  {
    term: 'die Schülerinnen und Schüler',
    replaces: [{ text: 'die Lernenden', pattern: /\bLernende\w*/ }],
    note: 'In Kästen für Lehrkräfte heißen die Kinder „die Schülerinnen und Schüler“. Im übrigen Text spricht die Anleitung sie mit „du“ an.',
  },
  {
    term: 'Für Lehrkräfte',
    replaces: [
      {
        text: 'eine andere Überschrift für den Kasten für Lehrkräfte',
        pattern: /<summary>(?!Für Lehrkräfte<\/summary>)[^<]*(?:Lehr|Unterricht)[^<]*<\/summary>/,
      },
    ],
    note: 'Jeder aufklappbare Kasten für Lehrkräfte hat genau die Überschrift `<summary>Für Lehrkräfte</summary>`.',
  },
  {
    term: 'Für Profis',
    replaces: [
      {
        text: 'eine andere Überschrift für einen Kasten mit Hintergrundwissen',
        pattern:
          /<summary>(?!Für Profis<\/summary>)[^<]*(?:Profi|Experte|Hintergrund|Für Fortgeschrittene)[^<]*<\/summary>/,
      },
    ],
    note: 'Was über das hinausgeht, was eine 14-Jährige zum Programmieren braucht (Zeiten auf dem I²C-Bus, stabile Sortierung …), steht in `<details><summary>Für Profis</summary>…</details>`.',
  },
];

export interface GlossaryFinding {
  /** 1-based line in the page. */
  line: number;
  /** The text the variant matched. */
  found: string;
  /** The variant, as the glossary names it. */
  variant: string;
  /** The term to write instead. */
  term: string;
}

const FENCE = /^\s*(?:[-*+]\s+|\d+\.\s+)*(`{3,}|~{3,})/;

/**
 * The prose of a Markdown/MDX page, line by line: code blocks, import/export lines and
 * front-matter keys become empty lines; inline code becomes `⟦code⟧`; link targets, heading
 * ids and HTML/JSX attribute names are removed. Line numbers stay those of the page.
 */
export function proseLines(markdown: string): string[] {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let frontMatter = lines[0] === '---';
  lines.forEach((line, index) => {
    if (frontMatter) {
      if (index > 0 && line === '---') frontMatter = false;
      out.push(index === 0 || line === '---' ? '' : line.replace(/^[\w-]+:\s*/, ''));
      return;
    }
    const marker = FENCE.exec(line);
    if (fence !== null) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length) fence = null;
      out.push('');
      return;
    }
    if (marker) {
      fence = marker[1];
      out.push('');
      return;
    }
    if (/^(?:import|export)\s/.test(line)) {
      out.push('');
      return;
    }
    out.push(
      line
        .replace(/(`+)([\s\S]*?)\1/g, (_, _ticks: string, code: string) => `⟦${code.trim()}⟧`)
        .replace(/\]\([^)]*\)/g, ']()')
        .replace(/\{#[^}]*\}/g, '')
        .replace(/<!--.*?-->/g, ''),
    );
  });
  return out;
}

/** Every variant of the glossary in the prose of a page. */
export function findGlossaryVariants(markdown: string): GlossaryFinding[] {
  const findings: GlossaryFinding[] = [];
  proseLines(markdown).forEach((line, index) => {
    // A rule about code (a parameter name as a noun) sees the code; every other rule sees none.
    const withoutCode = line.replace(/⟦[^⟧]*⟧/g, '⟦⟧');
    for (const entry of GLOSSARY) {
      // One finding per term and line: "Motor-Controller" is one mistake, not two.
      for (const variant of entry.replaces) {
        const match = variant.pattern.exec(
          variant.pattern.source.includes('⟦') ? line : withoutCode,
        );
        if (match) {
          findings.push({
            line: index + 1,
            found: match[0],
            variant: variant.text,
            term: entry.term,
          });
          break;
        }
      }
    }
  });
  return findings;
}
