// Our replacement of src/codal_port/mphalport.h: the same declarations without the nRF52's
// registers (PRIMASK, FICR). Interrupts do not exist in the WebAssembly build: everything runs on
// one thread, timer callbacks are called by hal_microbit.c between bytecodes and in sleeps.
#ifndef MAQUEEN_FIRMWARE_MPHALPORT_H
#define MAQUEEN_FIRMWARE_MPHALPORT_H

#include "py/obj.h"
#include "microbithal.h"

#define mp_hal_ticks_cpu() (0)

void mp_hal_set_interrupt_char(int c);

static inline uint32_t mp_hal_disable_irq(void) {
    return 0;
}

static inline void mp_hal_enable_irq(uint32_t state) {
    (void)state;
}

// The board reads the nRF52's FICR DEVICEID; the host gives the simulated board's id.
void mp_hal_unique_id(uint32_t id[2]);

static inline uint64_t mp_hal_time_ns(void) {
    return 0;
}

// The nRF52's RADIO MODE register values that modradio.c and drv_radio.h name (nRF52833 product
// specification, RADIO MODE); on the board they come from the MDK's nrf.h.
#define RADIO_MODE_MODE_Nrf_1Mbit (0)
#define RADIO_MODE_MODE_Nrf_2Mbit (1)
#define RADIO_MODE_MODE_Nrf_250Kbit (2)

#include "modmicrobit.h"
#define mp_hal_pin_obj_t uint8_t
#define mp_hal_get_pin_obj(obj) microbit_obj_get_pin_name(obj)
#define mp_hal_pin_read(pin) microbit_hal_pin_read(pin)

#endif
