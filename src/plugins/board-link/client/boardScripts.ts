// The Python the link runs on the board, in one place. Written for the firmware's MicroPython
// (micro:bit V2 2.1.x, MicroPython 1.18): `os` has listdir, size, remove and uname, files open
// as 'rb'/'wb', there is no hashlib. ASCII only (see pyBytes.ts).

/** Prints the machine (`micro:bit with nRF52833` on a V2), or `-` without the microbit module. */
export const IDENTIFY_PY = `import os
try:
 import microbit
 u = os.uname()
 print(u.machine + '|' + u.release)
except ImportError:
 print('-')
`;

/** One line per file: `name|size|checksum` (checksum 0 for files the link does not write). */
export const PROBE_PY = `import os
def _c(n):
 a=1
 b=0
 f=open(n,'rb')
 while 1:
  d=f.read(64)
  if not d:
   break
  for x in d:
   a=(a+x)%65521
   b=(b+a)%65521
 f.close()
 return b*65536+a
for n in os.listdir():
 print('%s|%d|%d'%(n,os.size(n),_c(n) if n in ('main.py','maqueen.py') else 0))
if 'maqueen.py' in os.listdir():
 f=open('maqueen.py','rb')
 print('head|'+''.join('%02x'%x for x in f.read(60)))
 f.close()
del _c
`;

export const openForWriting = (name: string) => `f=open('${name}','wb')\nw=f.write\n`;
export const CLOSE_FILE = 'f.close()\ndel f,w\n';

/**
 * Before anything is written: motors and LEDs off without the library (it may be missing or
 * another version), straight to the motor controller (I2C 0x10: both motors from register 0x00,
 * the red LEDs from 0x0B) and the four RGB LEDs on pin 15. A micro:bit without the robot has no
 * controller on I2C: its OSError is ignored.
 */
export const QUIET_ROBOT_PY = `from microbit import i2c, pin15
import neopixel
try:
 i2c.write(0x10, bytes(5))
 i2c.write(0x10, bytes([0x0B, 0, 0]))
except OSError:
 pass
neopixel.NeoPixel(pin15, 4).show()
`;

/** The library's stop call: the same names in every version (docs/lib and every versioned_docs version). */
export const STOP_PY = `from maqueen import *
motor_stop()
led_red(False)
led_rgb_off()
`;
