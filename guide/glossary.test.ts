import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';

import { GLOSSARY, findGlossaryVariants, proseLines } from './glossary.ts';
import { readGuideVersions } from './versions.ts';

const site = join(import.meta.dirname, '..');

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pageFiles(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

describe('the glossary', () => {
  test('every entry names its term, what it replaces and a note', () => {
    for (const entry of GLOSSARY) {
      assert.ok(entry.term && entry.note, `entry ${entry.term}`);
      assert.ok(entry.replaces.length > 0, `entry ${entry.term} replaces nothing`);
    }
  });

  test('the prose of every version uses the glossary terms', () => {
    const problems: string[] = [];
    for (const version of readGuideVersions(site)) {
      for (const file of pageFiles(version.docsDir)) {
        for (const f of findGlossaryVariants(readFileSync(file, 'utf8'))) {
          problems.push(
            `${relative(site, file)}:${f.line}: „${f.found}“ (${f.variant}) – schreibe „${f.term}“`,
          );
        }
      }
    }
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });
});

describe('findGlossaryVariants', () => {
  const terms = (markdown: string) =>
    findGlossaryVariants(markdown).map((f) => `${f.line}:${f.term}:${f.found}`);

  test('finds each variant in prose, with its line', () => {
    const page = [
      '---',
      'description: Alle Befehle der Bibliothek',
      '---',
      'Der Roboter fährt mit hohem Tempo.',
      'Die Motoren hängen am Motor-Controller, die LEDs vorn.',
      'Das Lauflicht läuft über die LED-Anzeige, Befehle gehen über den I2C-Bus.',
      'Klick auf **Speichern** und klick dann auf **Senden**.',
      'Die Lernenden messen nach. Bei hohem `speed` rollt er weiter; mit `speed` 100 fährt er.',
      '<summary>Hinweise für Lehrer</summary>',
    ].join('\n');
    assert.deepEqual(terms(page), [
      '2:Funktion:Befehle',
      '4:Geschwindigkeit:Tempo',
      '5:Steuerplatine:Motor-Controller',
      '5:vorne:vorn',
      '6:Display:LED-Anzeige',
      '6:Funktion:Befehle',
      '6:I²C:I2C',
      '7:Klicke:Klick',
      '8:Geschwindigkeit:hohem ⟦speed⟧',
      '8:die Schülerinnen und Schüler:Lernenden',
      '9:Für Lehrkräfte:<summary>Hinweise für Lehrer</summary>',
    ]);
  });

  test('leaves code blocks, inline code, link targets and the allowed forms alone', () => {
    const page = [
      '```python',
      'TEMPO = 70  # Tempo, vorn, I2C, Befehl',
      '```',
      '   ```python norun="x"',
      '   i2c.write(0x10)  # I2C',
      '   ```',
      'Der Parameter `speed` ist die Geschwindigkeit; `I2C`, `vorn` und `tempo` sind Code.',
      'Ein Klick auf den Namen führt zur [Beschreibung](./motor.md#vorn-und-tempo). Mit einem Klick geht es.',
      'Im Simulator wählst du im Menü **Tempo** die Geschwindigkeit. Der Mikrocontroller rechnet.',
      'Klicke vorne auf **Prüfen**. <summary>Für Lehrkräfte</summary> <summary>Für Profis</summary>',
      '## Zählen {#befehl-vorn}',
    ].join('\n');
    assert.deepEqual(terms(page), []);
  });

  test('keeps line numbers of the page and shows inline code as ⟦…⟧', () => {
    assert.deepEqual(proseLines('a `b` c\n```\nx\n```\nd [e](f)'), [
      'a ⟦b⟧ c',
      '',
      '',
      '',
      'd [e]()',
    ]);
  });
});
