// The radio's filter and queue as firmware 2.1.2's drv_radio.c sets up the nRF52 radio.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  airTimeUs,
  isAirPacket,
  DEFAULT_RADIO_CONFIG,
  Radio,
  RATE_2MBIT,
  textPayload,
  type AirPacket,
} from './radio.ts';

const air = (text: string, extra: Partial<AirPacket> = {}): AirPacket => ({
  channel: 7,
  group: 0,
  address: 0x75626974,
  dataRate: 0,
  payload: textPayload(text),
  ...extra,
});

const texts = (radio: Radio, nowUs: number) => {
  const out: string[] = [];
  for (let p = radio.receive(nowUs); p; p = radio.receive(nowUs)) {
    out.push(String.fromCharCode(...p.payload.slice(3)));
  }
  return out;
};

/** Each row: a packet on the air differing in one setting is heard or not. */
const FILTER_ROWS: { why: string; packet: AirPacket; heard: boolean }[] = [
  { why: 'same settings', packet: air('a'), heard: true },
  { why: 'another channel', packet: air('b', { channel: 8 }), heard: false },
  { why: 'another group', packet: air('c', { group: 1 }), heard: false },
  { why: 'another address', packet: air('d', { address: 0x12345678 }), heard: false },
  { why: 'another data rate', packet: air('e', { dataRate: RATE_2MBIT }), heard: false },
];

for (const row of FILTER_ROWS) {
  test(`the receiver filters by channel, group, address, data rate: ${row.why}`, () => {
    const radio = new Radio();
    radio.on(0);
    radio.deliver(row.packet, 100);
    assert.equal(radio.receive(100) !== null, row.heard);
  });
}

test('packets arrive at their time, under the settings of that moment', () => {
  const radio = new Radio();
  radio.on(0);
  radio.deliver(air('early'), 1000);
  radio.deliver(air('group 5', { group: 5 }), 3000);
  radio.deliver(air('late'), 5000);
  assert.equal(radio.receive(500), null);
  radio.configure({ ...DEFAULT_RADIO_CONFIG, group: 5 }, 2000);
  assert.deepEqual(texts(radio, 6000), ['early', 'group 5']);
});

test('the queue holds `queue` packets of full length: more short ones fit', () => {
  const radio = new Radio();
  radio.on(0);
  // 3 × (32 + 6) = 114 bytes; a 2-character text is 5 bytes + 6
  for (let i = 0; i < 12; i++) radio.deliver(air(String(10 + i)), 10 + i);
  assert.equal(texts(radio, 100).length, 10);
  const full = new Radio();
  full.on(0);
  for (let i = 0; i < 5; i++) full.deliver(air('x'.repeat(40)), 10 + i);
  // longer payloads are cut to 32 bytes, so exactly 3 fit
  const got = texts(full, 100);
  assert.equal(got.length, 3);
  assert.equal(got[0].length, 29);
});

test('off drops what arrives and what waited; on and a new buffer size empty the queue', () => {
  const radio = new Radio();
  radio.deliver(air('before on'), 10);
  radio.on(20);
  radio.deliver(air('kept'), 30);
  radio.configure({ ...DEFAULT_RADIO_CONFIG, channel: 7 }, 40); // no new buffers
  radio.deliver(air('lost by resize'), 50);
  radio.configure({ ...DEFAULT_RADIO_CONFIG, length: 64 }, 60);
  radio.deliver(air('after resize'), 70);
  assert.deepEqual(texts(radio, 80), ['after resize']);
  radio.deliver(air('lost by off'), 90);
  radio.off(100);
  radio.on(110);
  assert.equal(radio.receive(120), null);
  radio.deliver(air('kept too'), 130);
  assert.deepEqual(texts(radio, 140), ['kept too']);
  assert.equal(texts(new Radio(), 0).length, 0);
});

test('sending records the packet with its settings, cut to `length`, and costs air time', () => {
  const radio = new Radio();
  const heard: number[][] = [];
  radio.onSend = (p) => heard.push([...p.payload]);
  radio.on(0);
  radio.configure({ ...DEFAULT_RADIO_CONFIG, length: 4, group: 9 }, 0);
  const busy = radio.send([1, 0, 1, 65, 66], 500);
  assert.deepEqual(radio.sent[0].payload, [1, 0, 1, 65]);
  assert.equal(radio.sent[0].group, 9);
  assert.equal(radio.sent[0].atUs, 500);
  assert.deepEqual(heard, [[1, 0, 1, 65]]);
  // two ramp-ups of 140 µs and (1 + 5 + 1 + 4 + 2) bytes at 1 Mbit/s
  assert.equal(busy, 280 + 13 * 8);
  assert.equal(airTimeUs(4, RATE_2MBIT), 14 * 4);
});

test('only well-formed packets from the page count as packets', () => {
  assert.equal(isAirPacket(air('vor')), true);
  for (const garbage of [
    null,
    'vor',
    { ...air('vor'), channel: '7' },
    { ...air('vor'), payload: [1, 2, 300] },
    { ...air('vor'), payload: 'vor' },
    { ...air('vor'), group: 1.5 },
    { ...air('vor'), payload: new Array(300).fill(1) },
  ]) {
    assert.equal(isAirPacket(garbage), false, JSON.stringify(garbage)?.slice(0, 60));
  }
});
