import type { MotorCommand } from './drive.ts';
import type { LineSensorName } from './robot-geometry.ts';

/** What the controller's sensor registers read from; injected so the model stays pure. */
export interface Stm8Inputs {
  /** Digital line state: 0x10 = L2, 0x08 = L1, 0x04 = M, 0x02 = R1, 0x01 = R2. */
  lineState(): number;
  /** 10-bit analog value of one sensor. */
  lineAnalog(sensor: LineSensorName): number;
}

export const STM8_ADDRESS = 0x10;
export const FIRMWARE_VERSION = 'MBT0021-EN-2.1';

export const REG = {
  MOTOR_LEFT: 0x00,
  MOTOR_RIGHT: 0x02,
  LED_LEFT: 0x0b,
  LED_RIGHT: 0x0c,
  LINE_STATE: 0x1d,
  VERSION_LENGTH: 0x32,
  VERSION_TEXT: 0x33,
} as const;

/** The vendor's mapping of the analog registers (2 bytes each, little endian). */
export const ANALOG_REGISTERS = {
  0x1e: 'R2',
  0x20: 'R1',
  0x22: 'M',
  0x24: 'L1',
  0x26: 'L2',
} as const;

/** Registers a write may change; everything else is read-only or unused. */
const WRITABLE = new Set([0x00, 0x01, 0x02, 0x03, 0x0b, 0x0c]);

/**
 * Register model of the Maqueen Plus V2's STM8 motor controller at I2C 0x10.
 * The first byte of a write sets the register pointer; further bytes are stored with
 * auto-increment; a read continues from the pointer, also auto-incrementing.
 */
export class Stm8 {
  private readonly regs = new Uint8Array(256);
  private pointer = 0;

  constructor(private readonly inputs: Stm8Inputs) {}

  write(bytes: readonly number[]): void {
    if (bytes.length === 0) return;
    this.pointer = bytes[0] & 0xff;
    for (const value of bytes.slice(1)) {
      if (WRITABLE.has(this.pointer)) this.regs[this.pointer] = value & 0xff;
      this.pointer = (this.pointer + 1) & 0xff;
    }
  }

  read(count: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      out.push(this.readRegister(this.pointer));
      this.pointer = (this.pointer + 1) & 0xff;
    }
    return out;
  }

  private readRegister(reg: number): number {
    if (reg === REG.LINE_STATE) return this.inputs.lineState() & 0x1f;
    const analogBase = reg & ~1;
    const sensor = (ANALOG_REGISTERS as Record<number, LineSensorName | undefined>)[analogBase];
    if (sensor) {
      const value = this.inputs.lineAnalog(sensor);
      return reg === analogBase ? value & 0xff : (value >> 8) & 0xff;
    }
    if (reg === REG.VERSION_LENGTH) return FIRMWARE_VERSION.length;
    const textIndex = reg - REG.VERSION_TEXT;
    if (textIndex >= 0 && textIndex < FIRMWARE_VERSION.length) {
      return FIRMWARE_VERSION.charCodeAt(textIndex);
    }
    return this.regs[reg];
  }

  motor(side: 'left' | 'right'): MotorCommand {
    const base = side === 'left' ? REG.MOTOR_LEFT : REG.MOTOR_RIGHT;
    return { direction: this.regs[base], speed: this.regs[base + 1] };
  }

  redLeds(): [boolean, boolean] {
    return [this.regs[REG.LED_LEFT] !== 0, this.regs[REG.LED_RIGHT] !== 0];
  }
}
