/** One pixel as the reader sees it. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Pin the Maqueen Plus V2 drives its 4 RGB LEDs from: index 0 = L1, 1 = L2, 2 = R2, 3 = R1. */
export const NEOPIXEL_PIN = 15;
export const NEOPIXEL_COUNT = 4;

/** The WS2812 chain under the robot; data arrives in GRB byte order as `ws2812_write` sends it. */
export class NeoPixels {
  readonly pixels: Rgb[] = Array.from({ length: NEOPIXEL_COUNT }, () => ({ r: 0, g: 0, b: 0 }));

  write(bytes: readonly number[]): void {
    for (let i = 0; i < NEOPIXEL_COUNT && i * 3 + 2 < bytes.length; i++) {
      this.pixels[i] = { g: bytes[i * 3], r: bytes[i * 3 + 1], b: bytes[i * 3 + 2] };
    }
  }
}

/** WS2812 transfer time: 1.25 µs per bit plus the 50 µs latch. */
export function ws2812DurationUs(byteCount: number): number {
  return byteCount * 8 * 1.25 + 50;
}
