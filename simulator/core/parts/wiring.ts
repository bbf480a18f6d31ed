// The routing from the micro:bit to its parts, built from the parts' declarations (part.ts):
// the pins and the I2C bus (`wiring`), and the HAL's functions (`hal`). The board and the
// firmware's host look here and nowhere else to find what a pin, an address or a HAL function
// reaches. Two parts that claim one pin, address or function are refused when the list loads.
import type { MicrobitHal } from './hal.ts';
import type { AnyPart, I2cWire, PartWiring, PinWire } from './part.ts';

export interface Wiring {
  pins: ReadonlyMap<number, PinWire>;
  i2c: ReadonlyMap<number, I2cWire>;
  ws2812: ReadonlyMap<number, NonNullable<PartWiring['ws2812']>>;
}

function claim(taken: Map<string, string>, what: string, part: string): void {
  const first = taken.get(what);
  if (first !== undefined) throw new Error(`${what} is wired to ${first} and ${part}`);
  taken.set(what, part);
}

/** The routing tables of `parts` (name → part). */
export function wiringOf(parts: Readonly<Record<string, AnyPart>>): Wiring {
  const pins = new Map<number, PinWire>();
  const i2c = new Map<number, I2cWire>();
  const ws2812 = new Map<number, NonNullable<PartWiring['ws2812']>>();
  // A pin is one part's, whether it drives NeoPixels or anything else.
  const taken = new Map<string, string>();
  for (const [name, { wiring }] of Object.entries(parts)) {
    for (const [pin, wire] of Object.entries(wiring?.pins ?? {})) {
      claim(taken, `pin ${pin}`, name);
      pins.set(Number(pin), wire);
    }
    if (wiring?.ws2812) {
      claim(taken, `pin ${wiring.ws2812.pin}`, name);
      ws2812.set(wiring.ws2812.pin, wiring.ws2812);
    }
    if (wiring?.i2c) {
      claim(taken, `I2C address 0x${wiring.i2c.address.toString(16)}`, name);
      i2c.set(wiring.i2c.address, wiring.i2c);
    }
  }
  return { pins, i2c, ws2812 };
}

/** The HAL table of `parts`: every function from the one part that declares it. */
export function halOf(parts: Readonly<Record<string, AnyPart>>): Partial<MicrobitHal> {
  const table: Record<string, unknown> = {};
  const taken = new Map<string, string>();
  for (const [name, { hal }] of Object.entries(parts)) {
    for (const [fn, implementation] of Object.entries(hal ?? {})) {
      claim(taken, `HAL function ${fn}`, name);
      table[fn] = implementation;
    }
  }
  return table;
}
