// Our replacement of MicroPython's ports/nrf/drivers/rng.h (the nRF52's RNG peripheral):
// random words come from the host (hal_microbit.c), seeded per run.
#ifndef MAQUEEN_FIRMWARE_DRIVERS_RNG_H
#define MAQUEEN_FIRMWARE_DRIVERS_RNG_H

#include <stdint.h>

uint32_t rng_generate_random_word(void);

#endif
