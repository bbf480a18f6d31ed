// What every fake board shares: the connection library's `MicrobitUSBConnection` type (the seam
// python.microbit.org's tests use too), its events and status, and the serial line's timing.
// Subclasses decide what the board does with the bytes it receives.
import type {
  BackgroundErrorData,
  BoardVersion,
  FlashDataSource,
  FlashOptions,
  ConnectionAvailabilityStatus,
  ConnectionStatus,
  ConnectionStatusChange,
} from '@microbit/microbit-connection';
import type { MicrobitUSBConnection, SerialData } from '@microbit/microbit-connection/usb';
import { BYTE_MS, packets } from './serialModel.ts';
import type { Clock } from '../client/clock.ts';

type Listener = (data: never) => void;

export interface Cut {
  afterBytes: number;
  status: 'Disconnected' | 'Paused';
}

const encoder = new TextEncoder();

export abstract class FakeConnection<C extends Clock = Clock> implements MicrobitUSBConnection {
  readonly type = 'usb' as const;
  status: ConnectionStatus = 'NoAuthorizedDevice';
  /** Bytes the host wrote, in order (tests look at what went over the line). */
  readonly written: number[] = [];
  private listeners = new Map<string, Set<Listener>>();
  /** When the board's transmit line is free again (ms of the clock). */
  private txFreeAt = 0;
  /**
   * Bytes of the board's output the interface chip's serial port still takes before the page
   * gets any (PLUG_IN_LOST_BYTES on a board just plugged in; a subclass sets it).
   */
  protected lostToInterfaceChip = 0;
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    protected readonly clock: C,
    private readonly boardVersion: BoardVersion = 'V2',
    /**
     * The connection ends once the host has written this many bytes: `Disconnected` (a cable
     * pulled) or `Paused` (the library pauses it when the tab is hidden).
     */
    private readonly cut: Cut = { afterBytes: Infinity, status: 'Disconnected' },
  ) {}

  /** What the board does with bytes that arrived (already paced at the serial speed). */
  protected abstract receive(bytes: Uint8Array): void;

  // The library's overloads differ only in the listener's argument; one map serves them all.
  addEventListener(type: 'serialdata', listener: (data: SerialData) => void): void;
  addEventListener(type: 'status', listener: (data: ConnectionStatusChange) => void): void;
  addEventListener(type: string, listener: Listener): void;
  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: 'serialdata', listener: (data: SerialData) => void): void;
  removeEventListener(type: 'status', listener: (data: ConnectionStatusChange) => void): void;
  removeEventListener(type: string, listener: Listener): void;
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  protected dispatch(type: 'serialdata', data: SerialData): void;
  protected dispatch(type: 'status', data: ConnectionStatusChange): void;
  protected dispatch(type: 'backgrounderror', data: BackgroundErrorData): void;
  protected dispatch(type: 'serialreset'): void;
  protected dispatch(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) (listener as (d: unknown) => void)(data);
  }

  private setStatus(status: ConnectionStatus): void {
    const previousStatus = this.status;
    this.status = status;
    this.dispatch('status', { status, previousStatus });
  }

  async initialize(): Promise<void> {}
  dispose(): void {}
  async checkAvailability(): Promise<ConnectionAvailabilityStatus> {
    return 'available';
  }
  async connect(): Promise<void> {
    this.setStatus('Connected');
  }
  async disconnect(): Promise<void> {
    this.setStatus('Disconnected');
  }
  /** What the library reports when its background reading of the board fails. */
  failInBackground(): void {
    const error = Object.assign(new Error('serial read failed'), {
      code: 'background-comms-error',
    });
    this.dispatch('backgrounderror', { error: error as never });
  }

  /** What the library does when the tab is hidden (Paused) and shown again (Connected). */
  hideTab(hidden: boolean): void {
    this.setStatus(hidden ? 'Paused' : 'Connected');
  }
  getBoardVersion(): BoardVersion {
    return this.boardVersion;
  }

  async serialWrite(data: string): Promise<void> {
    if (this.status !== 'Connected') throw new Error('not-connected');
    let bytes = encoder.encode(data);
    const room = this.cut.afterBytes - this.written.length;
    const cut = bytes.length >= room;
    if (cut) bytes = bytes.subarray(0, Math.max(0, room));
    await this.clock.sleep(bytes.length * BYTE_MS);
    this.written.push(...bytes);
    if (bytes.length > 0) this.receive(bytes);
    if (cut) {
      this.setStatus(this.cut.status);
      // The library keeps the serial session across a pause: no serialreset then.
      if (this.cut.status === 'Disconnected') this.dispatch('serialreset');
      throw new Error('not-connected');
    }
  }

  /**
   * The board sends `bytes` after `busyMs` of work: they arrive in packets once the line has
   * carried them. Deliveries keep their order.
   */
  protected send(bytes: Uint8Array, busyMs = 0): void {
    const start = Math.max(this.clock.now(), this.txFreeAt) + busyMs;
    this.txFreeAt = start + bytes.length * BYTE_MS;
    const at = this.txFreeAt;
    // They still take their time on the line; the page does not get them.
    const lost = Math.min(this.lostToInterfaceChip, bytes.length);
    this.lostToInterfaceChip -= lost;
    bytes = bytes.subarray(lost);
    this.delivery = this.delivery.then(async () => {
      await this.clock.sleep(at - this.clock.now());
      if (this.status !== 'Connected') return;
      if (bytes.length === 0) return;
      for (const data of packets(bytes)) this.dispatch('serialdata', { data });
    });
  }

  // Parts of the library's type the link does not use.
  getDeviceId(): number {
    return 0x9904;
  }
  setRequestDeviceExclusionFilters(): void {}
  /** Boards that cannot take an image fail as the library does when flashing fails. */
  async flash(source: FlashDataSource, options?: FlashOptions): Promise<void> {
    void source;
    void options;
    throw new Error('This fake board does not flash.');
  }
  getDevice(): undefined {
    return undefined;
  }
  async softwareReset(): Promise<void> {}
  async clearDevice(): Promise<void> {}
}
