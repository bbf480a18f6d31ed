// The micro:bit V2's radio as firmware 2.1.2 drives it (src/codal_port/modradio.c and
// drv_radio.c of microbit-foundation/micropython-microbit-v2): packets on a channel, with an
// address and a group that the receiver's hardware filters on, and a receive queue of a fixed
// number of bytes. Nobody else is on the air in a single run; a host (a second board, a test)
// puts packets on the air with `deliver` and reads what this board sent from `sent`.
import { perBoard } from './per-board.ts';

/** The radio's settings as `radio.config` takes them (power as the 0..7 step). */
export interface RadioConfig {
  length: number;
  queue: number;
  channel: number;
  power: number;
  address: number;
  group: number;
  dataRate: number;
}

/** RATE_1MBIT, RATE_2MBIT and the 250 kbit/s the firmware still accepts as 2 (nRF52 MODE values). */
export const RATE_1MBIT = 0;
export const RATE_2MBIT = 1;
export const RATE_250KBIT = 2;

/** `radio.reset()`: drv_radio.h's defaults (address "uBit", power step 6 = 0 dBm). */
export const DEFAULT_RADIO_CONFIG: Readonly<RadioConfig> = {
  length: 32,
  queue: 3,
  channel: 7,
  power: 6,
  address: 0x75626974,
  group: 0,
  dataRate: RATE_1MBIT,
};

/** Bytes a queued packet takes besides its payload: length, RSSI, 4-byte time stamp. */
const PACKET_OVERHEAD = 6;
/**
 * Ramp-up of the nRF52's transmitter and receiver in the default mode (tTXEN, tRXEN from
 * Nordic's nRF52 product specifications; not measured on a micro:bit).
 */
const RAMP_UP_US = 140;
/** Most sent packets kept: a program that sends in a tight loop sends many. */
const KEEP_SENT = 20_000;
/** What the receiver reports when the sender says nothing else, in dBm. */
export const DEFAULT_RSSI = -60;

/** A packet on the air: where it was sent and its payload as the hardware sends it. */
export interface AirPacket {
  channel: number;
  group: number;
  address: number;
  dataRate: number;
  /** The payload bytes; `radio.send(text)` prefixes the text's bytes with 1, 0, 1. */
  payload: readonly number[];
  /** Signal strength at the receiver, -255..0 dBm. */
  rssi?: number;
}

/** A packet this board sent, with its time and power step. */
export interface SentPacket extends AirPacket {
  atUs: number;
  power: number;
}

/** A packet in the receive queue. */
export interface QueuedPacket {
  payload: number[];
  rssi: number;
  atUs: number;
}

/** The payload `radio.send(text)` puts on the air for a text. */
export function textPayload(text: string): number[] {
  const bytes: number[] = [1, 0, 1];
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else
      bytes.push(
        0xf0 | (c >> 18),
        0x80 | ((c >> 12) & 63),
        0x80 | ((c >> 6) & 63),
        0x80 | (c & 63),
      );
  }
  return bytes;
}

/** Time a packet of `bytes` payload bytes is on the air: preamble, address, length, payload, CRC. */
export function airTimeUs(bytes: number, dataRate: number): number {
  if (dataRate === RATE_2MBIT) return (2 + 5 + 1 + bytes + 2) * 4;
  if (dataRate === RATE_250KBIT) return (1 + 5 + 1 + bytes + 2) * 32;
  return (1 + 5 + 1 + bytes + 2) * 8;
}

export class Radio {
  config: RadioConfig = { ...DEFAULT_RADIO_CONFIG };
  enabled = false;
  /** Every packet this board sent. */
  readonly sent: SentPacket[] = [];
  /** Called for every packet this board sends (a second board listening). */
  onSend: ((packet: SentPacket) => void) | null = null;
  private pending: { atUs: number; packet: AirPacket }[] = [];
  private readonly queue: QueuedPacket[] = [];
  private queueBytes = 0;

  /**
   * A packet arrives at `atUs` (another board sent it). Whether it is received is decided when
   * it arrives: radio on, same channel, address, group and data rate, and room in the queue.
   */
  deliver(packet: AirPacket, atUs: number): void {
    this.pending.push({ atUs, packet });
    this.pending.sort((a, b) => a.atUs - b.atUs);
  }

  /** Receives what arrived up to `nowUs` under the settings that held until now. */
  settle(nowUs: number): void {
    while (this.pending.length > 0 && this.pending[0].atUs <= nowUs) {
      const { atUs, packet } = this.pending.shift()!;
      this.arrive(packet, atUs);
    }
  }

  private arrive(packet: AirPacket, atUs: number): void {
    const c = this.config;
    if (!this.enabled) return;
    if (packet.channel !== c.channel || packet.dataRate !== c.dataRate) return;
    if (packet.address >>> 0 !== c.address >>> 0 || packet.group !== c.group) return;
    // The receiver takes at most `length` bytes; the queue holds `queue` packets of full length
    // (so more short ones fit).
    const payload = packet.payload.slice(0, c.length).map((b) => b & 0xff);
    const size = PACKET_OVERHEAD + payload.length;
    if (this.queueBytes + size > c.queue * (c.length + PACKET_OVERHEAD)) return;
    this.queue.push({ payload, rssi: Math.round(packet.rssi ?? DEFAULT_RSSI), atUs });
    this.queueBytes += size;
  }

  private clearQueue(): void {
    this.queue.length = 0;
    this.queueBytes = 0;
  }

  /** radio.on(): (re)allocates the buffers, so the queue starts empty. */
  on(nowUs: number): void {
    this.settle(nowUs);
    this.enabled = true;
    this.clearQueue();
  }

  /** radio.off(): the buffers are freed with what they held. */
  off(nowUs: number): void {
    this.settle(nowUs);
    this.enabled = false;
    this.clearQueue();
  }

  /** radio.config() with checked values: new buffer sizes empty the queue of an enabled radio. */
  configure(config: RadioConfig, nowUs: number): void {
    this.settle(nowUs);
    const resized = config.length !== this.config.length || config.queue !== this.config.queue;
    this.config = { ...config };
    if (this.enabled && resized) this.clearQueue();
  }

  /**
   * Sends a payload (cut to `length` bytes) and returns how long the board is busy: the
   * transmitter ramps up, sends, and the receiver ramps up again.
   */
  send(payload: readonly number[], nowUs: number): number {
    this.settle(nowUs);
    const c = this.config;
    const bytes = payload.slice(0, c.length).map((b) => b & 0xff);
    const packet: SentPacket = {
      channel: c.channel,
      group: c.group,
      address: c.address >>> 0,
      dataRate: c.dataRate,
      payload: bytes,
      power: c.power,
      atUs: nowUs,
    };
    this.sent.push(packet);
    if (this.sent.length > 2 * KEEP_SENT) this.sent.splice(0, this.sent.length - KEEP_SENT);
    this.onSend?.(packet);
    return 2 * RAMP_UP_US + airTimeUs(bytes.length, c.dataRate);
  }

  /** The oldest packet in the queue, taken out; null when none waits. */
  receive(nowUs: number): QueuedPacket | null {
    this.settle(nowUs);
    const packet = this.queue.shift() ?? null;
    if (packet) this.queueBytes -= PACKET_OVERHEAD + packet.payload.length;
    return packet;
  }

  /** Packets waiting in the queue (for tests and displays). */
  get queued(): readonly QueuedPacket[] {
    return this.queue;
  }
}

/**
 * The radio of a board (made on first use). It hangs off the board without being one of its
 * fields; hosts reach it as `radioOf(session.board)`.
 */
export const radioOf = perBoard(() => new Radio());

/** Whether an untrusted value (from the page's input channel) is a packet on the air. */
export function isAirPacket(value: unknown): value is AirPacket {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  const int = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
  return (
    int(p.channel) &&
    int(p.group) &&
    int(p.address) &&
    int(p.dataRate) &&
    (p.rssi === undefined || int(p.rssi)) &&
    Array.isArray(p.payload) &&
    p.payload.length <= 255 &&
    p.payload.every((b) => int(b) && (b as number) >= 0 && (b as number) <= 255)
  );
}
