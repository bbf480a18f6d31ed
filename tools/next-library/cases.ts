// What the Next library must do on the robot, one program per case: the I2C writes it sends
// to the motor controller (address 0x10), the lines it prints, or the error it stops with.
export type LibraryCase = {
  name: string;
  code: string;
  world?: 'empty' | 'oval' | 'arena';
  /** I2C writes to 0x10 in order, e.g. [[0x00, 1, 100]]. */
  writes?: number[][];
  printed?: string[];
  /** Last line of the traceback, e.g. `ValueError: Unbekannter Motor: 3. …`. */
  error?: string;
};

export const CASES: LibraryCase[] = [
  {
    name: 'a negative speed drives the motor backwards',
    code: 'motor_run(Motor.LEFT, -100)',
    writes: [[0x00, 1, 100]],
  },
  {
    name: 'speeds above 255 are clamped, both motors in one write',
    code: 'motor_run(Motor.ALL, 300)',
    writes: [[0x00, 0, 255, 0, 255]],
  },
  {
    name: 'fractional speeds are rounded',
    code: 'motor_run(Motor.RIGHT, 100.6)',
    writes: [[0x02, 0, 101]],
  },
  {
    name: 'an unknown motor raises a German ValueError and writes nothing',
    code: 'motor_run(3, 100)',
    writes: [],
    error: 'ValueError: Unbekannter Motor: 3. Erlaubt: Motor.LEFT, Motor.RIGHT, Motor.ALL',
  },
  {
    name: 'an unknown direction raises instead of reaching the motor',
    code: 'motor_run(Motor.LEFT, 100, 2)',
    writes: [],
    error: 'ValueError: Unbekannte Richtung: 2. Erlaubt: Direction.FORWARD, Direction.BACKWARD',
  },
  {
    name: 'a float is no motor',
    code: 'motor_stop(1.0)',
    writes: [],
    error: 'ValueError: Unbekannter Motor: 1.0. Erlaubt: Motor.LEFT, Motor.RIGHT, Motor.ALL',
  },
  {
    name: 'calibration points are interpolated and extrapolated linearly',
    code: [
      'motor_calibration(Motor.LEFT, [(200, 1.0), (100, 0.9)])',
      'motor_run(Motor.LEFT, 150)',
      'motor_run(Motor.LEFT, 50)',
      'motor_run(Motor.LEFT, 255)',
    ].join('\n'),
    writes: [
      [0x00, 0, 143],
      [0x00, 0, 43],
      [0x00, 0, 255],
    ],
  },
  {
    name: 'a calibration of both motors applies to each, and [] resets it',
    code: [
      'motor_calibration(Motor.ALL, [(100, 0.5)])',
      'motor_run(Motor.ALL, 100)',
      'motor_calibration(Motor.RIGHT, [])',
      'motor_run(Motor.ALL, 100)',
    ].join('\n'),
    writes: [
      [0x00, 0, 50, 0, 50],
      [0x00, 0, 50, 0, 100],
    ],
  },
  {
    name: 'motor_get_calibration returns a sorted copy',
    code: [
      'motor_calibration(Motor.RIGHT, [(200, 0.97), (100, 0.95)])',
      'points = motor_get_calibration(Motor.RIGHT)',
      'points.append((50, 2.0))',
      'print(motor_get_calibration(Motor.RIGHT))',
      'print(motor_get_calibration(Motor.LEFT))',
    ].join('\n'),
    printed: ['[(100, 0.95), (200, 0.97)]', '[]'],
  },
  {
    name: 'motor_get_calibration needs a single motor',
    code: 'motor_get_calibration(Motor.ALL)',
    error: 'ValueError: Hier geht nur ein einzelner Motor: 2. Erlaubt: Motor.LEFT, Motor.RIGHT',
  },
  {
    name: 'a calibration factor outside 0..2 is refused',
    code: 'motor_calibration(Motor.LEFT, [(100, 3)])',
    error: 'ValueError: Der factor eines Punkts muss zwischen 0 und 2 liegen: 3',
  },
  {
    name: 'two points with the same speed are refused',
    code: 'motor_calibration(Motor.LEFT, [(100, 1.0), (100, 0.9)])',
    error: 'ValueError: Zwei Punkte mit gleichem speed: 100',
  },
  {
    name: 'the red LEDs use registers 0x0B and 0x0C',
    code: 'led_red(True, Led.RIGHT)\nled_red(1)\nled_red(False, Led.LEFT)',
    writes: [
      [0x0c, 1],
      [0x0b, 1, 1],
      [0x0b, 0],
    ],
  },
  {
    name: 'an unknown red LED raises',
    code: 'led_red(True, 3)',
    writes: [],
    error: 'ValueError: Unbekannte rote LED: 3. Erlaubt: Led.LEFT, Led.RIGHT, Led.ALL',
  },
  {
    name: 'an unknown RGB LED raises',
    code: 'led_rgb(Color.RED, 7)',
    error: 'ValueError: Unbekannte RGB-LED: 7. Erlaubt: ColorLED.L1, L2, R2, R1, ALL',
  },
  {
    name: 'an unknown line sensor raises instead of reading a wrong register',
    code: 'line_sensor(5)',
    writes: [],
    error: 'ValueError: Unbekannter Liniensensor: 5. Erlaubt: LineSensor.L2, L1, M, R1, R2',
  },
  {
    name: 'line_sensor_data reads the vendor register of each sensor',
    code: 'for s in (LineSensor.R2, LineSensor.R1, LineSensor.M, LineSensor.L1, LineSensor.L2):\n    line_sensor_data(s)',
    writes: [[0x1e], [0x20], [0x22], [0x24], [0x26]],
  },
  {
    name: 'the line sensors see the oval line under M only, as numbers for every sensor',
    world: 'oval',
    code: 'print(line_sensor_all())\nprint(line_sensor_data(LineSensor.M), line_sensor_data(LineSensor.R2))',
    printed: ['(0, 0, 1, 0, 0)', '100 900'],
  },
  {
    name: 'rgb() clamps and rounds its parts',
    code: 'print(rgb(255, 128, 0), hex(rgb(300, -5, 127.6)))',
    printed: ['16744448 0xff0080'],
  },
  {
    name: 'hsl() reads lightness as 0..100, so light colours stay light',
    code: 'print(hex(hsl(0, 100, 75)), hex(hsl(120, 100, 50)), hex(hsl(0, 0, 100)))',
    printed: ['0xff8080 0xff00 0xffffff'],
  },
  {
    name: 'hsl() wraps the hue like an angle and clamps saturation and lightness',
    code: [
      'print(hsl(370, 100, 50) == hsl(10, 100, 50), hsl(-10, 100, 50) == hsl(350, 100, 50))',
      'print(hex(hsl(400, 150, 50)), hex(hsl(-20, 100, -5)), hex(hsl(360, 100, 50)))',
    ].join('\n'),
    printed: ['True True', '0xffaa00 0x0 0xff0000'],
  },
  {
    name: 'a global brightness of 0 keeps the LEDs dark',
    code: 'led_brightness(0)\nled_rgb(Color.WHITE)\nprint(list(maqueen._pixels))',
    printed: ['[(0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)]'],
  },
  {
    name: 'brightness scales each part and an own brightness wins',
    code: 'led_brightness(128)\nled_rgb(Color.ORANGE, ColorLED.R1)\nled_rgb(Color.RED, ColorLED.L1, 300)\nprint(list(maqueen._pixels))',
    printed: ['[(255, 0, 0), (0, 0, 0), (0, 0, 0), (128, 82, 0)]'],
  },
  {
    name: 'heading_set_window_size really changes the window (and clamps it)',
    code: 'heading_set_window_size(7)\nprint(maqueen._window_size)\nheading_set_window_size(500)\nprint(maqueen._window_size)',
    printed: ['7', '50'],
  },
  {
    name: 'without an echo ultrasonic() reports 100000, never 0',
    code: 'print(ultrasonic(), ultrasonic(cache_duration=0))',
    printed: ['100000 100000'],
  },
  {
    name: 'two measurements start at least 30 ms apart (an echo from 400 cm needs about 23 ms)',
    world: 'arena',
    code: [
      'from microbit import running_time',
      'start = running_time()',
      'ultrasonic()',
      'ultrasonic()',
      'print(running_time() - start)',
    ].join('\n'),
    printed: ['32'],
  },
  {
    name: 'ultrasonic() measures the box 30 cm ahead in the arena',
    world: 'arena',
    code: 'print(ultrasonic())',
    printed: ['30'],
  },
  {
    name: 'a robot that does not answer gives a German OSError',
    code: 'maqueen._I2C_ADDR = 0x11\nmotor_stop()',
    error:
      'OSError: Maqueen antwortet nicht: steckt der micro:bit im Roboter, und ist der Roboter eingeschaltet?',
  },
  {
    name: 'version() reads the firmware string',
    code: 'print(version())',
    printed: ['MBT0021-EN-2.1'],
  },
];
