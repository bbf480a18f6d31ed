import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  DamagedLink,
  MAX_LINK_CHARS,
  MAX_QR_CHARS,
  packProgram,
  shareUrl,
  unpackProgram,
} from './shareLink.ts';
import { blockOf, shareRequestOf } from './shareParams.ts';

const PAGE = { origin: 'https://schule.example', pathname: '/maqueen-plus-v2-mpy/docs/api/motor' };
const PROGRAM = [
  'from microbit import *',
  'from maqueen import *',
  '',
  '# Grüße an die 7b: äöüß ✓',
  'while True:',
  '    if ultrasonic() < 10:',
  '        motor_stop()',
  '    else:',
  '        motor_run(Motor.ALL, 100)',
  '    sleep(50)',
  '',
].join('\n');

describe('a program shared by link', () => {
  test('comes back exactly, umlauts, emoji-like signs and blank lines included', async () => {
    assert.equal(await unpackProgram(await packProgram(PROGRAM)), PROGRAM);
    assert.equal(await unpackProgram(await packProgram('')), '');
  });

  test("a typical example's link fits a QR code a phone reads from the projector", async () => {
    const url = shareUrl(PAGE, 3, await packProgram(PROGRAM), 2);
    assert.ok(url.length <= MAX_QR_CHARS, `${url.length} characters`);
    const request = shareRequestOf(new URL(url).search);
    assert.deepEqual({ block: request?.block, setup: request?.setup }, { block: 3, setup: 2 });
    assert.equal(await unpackProgram(request!.packed), PROGRAM);
  });

  test('a link that asks to play its setup says so, other links do not', async () => {
    const packed = await packProgram(PROGRAM);
    const playing = shareRequestOf(new URL(shareUrl(PAGE, 3, packed, 2, true)).search);
    assert.deepEqual(
      { setup: playing?.setup, replay: playing?.replay },
      { setup: 2, replay: true },
    );
    assert.equal(shareRequestOf(new URL(shareUrl(PAGE, 3, packed, 2)).search)?.replay, false);
  });

  test('names no setup for the first one', async () => {
    const url = shareUrl(PAGE, 0, await packProgram(PROGRAM), 1);
    assert.equal(new URL(url).searchParams.has('aufbau'), false);
  });

  const damaged: [string, (packed: string) => string][] = [
    ['cut in the middle', (packed) => packed.slice(0, packed.length >> 1)],
    ['with a changed format', (packed) => `9${packed.slice(1)}`],
    ['with signs no link has', (packed) => `${packed.slice(0, 10)}!*${packed.slice(12)}`],
    ['empty', () => ''],
    ['of random letters', () => '1QWxsZXMga2FwdXR0IGhpZXIgaXN0IGtlaW4gZGVmbGF0ZQ'],
    ['longer than any link', () => `1${'A'.repeat(MAX_LINK_CHARS)}`],
  ];
  for (const [name, damage] of damaged) {
    test(`${name} is refused as damaged`, async () => {
      const packed = damage(await packProgram(PROGRAM));
      await assert.rejects(unpackProgram(packed), DamagedLink);
    });
  }

  test('cannot unpack into more than a program (a compressed flood is refused)', async () => {
    const flood = await packProgram(' '.repeat(1_000_000));
    assert.ok(flood.length < MAX_LINK_CHARS, 'the flood itself fits a link');
    await assert.rejects(unpackProgram(flood), DamagedLink);
  });
});

describe('the address of a page', () => {
  const rows: [string, ReturnType<typeof shareRequestOf>][] = [
    ['', null],
    ['?q=motor', null],
    ['?programm=1abc', null],
    ['?kasten=x&programm=1abc', null],
    ['?kasten=-1&programm=1abc', null],
    ['?kasten=2&programm=1abc', { block: 2, packed: '1abc', setup: null, replay: false }],
    ['?kasten=2&aufbau=3&programm=1abc', { block: 2, packed: '1abc', setup: 3, replay: false }],
    ['?kasten=2&aufbau=0&programm=1abc', { block: 2, packed: '1abc', setup: null, replay: false }],
    [
      '?kasten=2&aufbau=<script>&programm=1abc',
      { block: 2, packed: '1abc', setup: null, replay: false },
    ],
    [
      '?kasten=2&aufbau=2&abspielen=1&programm=1abc',
      { block: 2, packed: '1abc', setup: 2, replay: true },
    ],
    [
      '?kasten=2&abspielen=ja&programm=1abc',
      { block: 2, packed: '1abc', setup: null, replay: false },
    ],
  ];
  for (const [search, expected] of rows) {
    test(`"${search}" carries ${expected ? `a program for block ${expected.block}` : 'none'}`, () => {
      assert.deepEqual(shareRequestOf(search), expected);
    });
  }

  test("a block's place is the last part of its example id", () => {
    assert.equal(blockOf('2.0.2/api/motor/4'), 4);
  });
});
