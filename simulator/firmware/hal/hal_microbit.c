// Our implementation of the firmware's HAL (src/codal_app/microbithal.h) and of the mp_hal_*
// functions the port needs, written for the WebAssembly build. Every board part is forwarded to
// the host through the JavaScript imports of library.js (the `hal_*` functions); the host's
// TypeScript (../index.ts) answers them. Only bookkeeping that the board's CODAL keeps in the
// MCU stays here: the display's pixel buffer, the 6 ms timer tick, the interrupt character.
#include <string.h>
#include "py/runtime.h"
#include "py/mphal.h"
#include "py/stream.h"
#include "shared/runtime/interrupt_char.h"
#include "extmod/machine_pulse.h"
#include "microbithal.h"

// ---- JavaScript imports (library.js) ----
extern double hal_ticks_us(void);
extern void hal_idle(void);
extern void hal_delay_us(uint32_t us);
extern int hal_poll(int vm_hook);
extern void hal_serial_write(const char *buf, size_t len);
extern int hal_serial_read(int take);
extern void hal_interrupt_char(int c);
extern void hal_reset(void);
extern void hal_panic(int code);
extern int hal_temperature(void);
extern void hal_power(int what, int a, int b);
extern int hal_pin(int op, int pin, int value);
extern int hal_time_pulse(int pin, int level, uint32_t timeout_us);
extern void hal_ws2812(int pin, const uint8_t *buf, size_t len);
extern int hal_i2c(int op, int addr, uint8_t *buf, size_t len, int stop);
extern int hal_bus_init(int kind, int a, int b, int c, int d, int e, int f);
extern int hal_spi_transfer(size_t len, const uint8_t *src, uint8_t *dest);
extern int hal_button(int button);
extern void hal_display_pixel(int x, int y, int bright);
extern void hal_display_enable(int on);
extern int hal_light_level(void);
extern void hal_sensor_sample(int sensor, int *axis);
extern int hal_sensor(int op, int value);
extern int hal_font(int c, uint8_t *glyph);
extern int hal_log(int op, const char *key, const char *value, int n);
extern int hal_audio(int op, int value, const uint8_t *buf, size_t len);
extern uint32_t hal_random_word(void);
extern int hal_next_event(void);
// Defined by the port (microbit_accelerometer.c, microbit_microphone.c); CODAL calls them.
extern void microbit_hal_gesture_callback(int value);
extern void microbit_hal_level_detector_callback(int value);
extern void hal_unique_id(uint32_t *id);

// ---- time, idle and the board's 6 ms timer ----

#define TIMER_PERIOD_US (6000)

extern void microbit_hal_timer_callback(void);
static uint32_t next_timer_us;
static bool timer_running;
static bool in_timer;

// The board's CODAL calls microbit_hal_timer_callback every 6 ms from its timer; here it runs
// whenever the simulated clock has passed the next tick (in sleeps, idles and the VM hook).
// What CODAL raises from its interrupts and fibers, asked of the host whenever the clock moved: a new
// gesture, the microphone crossing a threshold, the speaker ready for the next chunk of audio
// frames or of speech (the host played the last one). Kind in bits 8 and up, value below.
enum { EVENT_GESTURE = 1, EVENT_SOUND_LEVEL = 2, EVENT_AUDIO_READY = 3, EVENT_SPEECH_READY = 4 };

static void take_events(void) {
    for (;;) {
        int event = hal_next_event();
        if (event < 0) {
            return;
        }
        int value = event & 0xff;
        switch (event >> 8) {
            case EVENT_GESTURE:
                microbit_hal_gesture_callback(value);
                break;
            case EVENT_SOUND_LEVEL:
                microbit_hal_level_detector_callback(value);
                break;
            case EVENT_AUDIO_READY:
                microbit_hal_audio_ready_callback();
                break;
            case EVENT_SPEECH_READY:
                microbit_hal_audio_speech_ready_callback();
                break;
        }
    }
}

static void run_timer(void) {
    if (!timer_running || in_timer) {
        return;
    }
    in_timer = true;
    uint32_t now = mp_hal_ticks_us();
    while ((int32_t)(now - next_timer_us) >= 0) {
        next_timer_us += TIMER_PERIOD_US;
        microbit_hal_timer_callback();
    }
    take_events();
    in_timer = false;
}

void microbit_hal_timer_start(void) {
    next_timer_us = mp_hal_ticks_us() + TIMER_PERIOD_US;
    timer_running = true;
}

void microbit_hal_timer_stop(void) {
    timer_running = false;
}

mp_uint_t mp_hal_ticks_us(void) {
    return (mp_uint_t)(uint64_t)hal_ticks_us();
}

mp_uint_t mp_hal_ticks_ms(void) {
    return (mp_uint_t)((uint64_t)hal_ticks_us() / 1000);
}

// Called by the VM every 64 jumps and returns (MICROPY_VM_HOOK_LOOP in mpconfigport.h). The
// host charges the simulated time the board needs for the bytecode since the last call.
void microbit_hal_background_processing(void) {
    if (hal_poll(1)) {
        mp_sched_keyboard_interrupt();
    }
    run_timer();
}

// The board sleeps until the next interrupt; here the host moves the simulated clock on.
void microbit_hal_idle(void) {
    hal_idle();
    if (hal_poll(0)) {
        mp_sched_keyboard_interrupt();
    }
    run_timer();
}

// Replaces the board's src/codal_port/mphalport.c (not compiled): its mp_hal_delay_us spins on
// the nRF52's µs timer, which runs by itself; here the clock moves only when the host moves it,
// so the spin would never end. The host moves it by exactly `us` instead.
void mp_hal_delay_us(mp_uint_t us) {
    if (us == 0) {
        return;
    }
    hal_delay_us(us);
    run_timer();
}

// As the board's mphalport.c: idle (the host moves the clock) until the milliseconds have passed.
void mp_hal_delay_ms(mp_uint_t ms) {
    if (ms == 0) {
        return;
    }
    uint32_t start = mp_hal_ticks_ms();
    while (mp_hal_ticks_ms() - start < ms) {
        mp_handle_pending(true);
        microbit_hal_idle();
    }
}

// ---- serial ----

static int interrupt_char = -1;

// main.c sets it when main.py starts and clears it when main.py has ended (before the error is
// printed): the host learns exactly where the program ended and its error text began.
void mp_hal_set_interrupt_char(int c) {
    interrupt_char = c;
    hal_interrupt_char(c);
}

uintptr_t mp_hal_stdio_poll(uintptr_t poll_flags) {
    uintptr_t ret = 0;
    if ((poll_flags & MP_STREAM_POLL_RD) && hal_serial_read(0) >= 0) {
        ret |= MP_STREAM_POLL_RD;
    }
    if (poll_flags & MP_STREAM_POLL_WR) {
        ret |= MP_STREAM_POLL_WR;
    }
    return ret;
}

void mp_hal_stdout_tx_strn(const char *str, size_t len) {
    hal_serial_write(str, len);
}

// The next byte from the host, waiting (in simulated time) until one comes.
int mp_hal_stdin_rx_chr(void) {
    for (;;) {
        int c = hal_serial_read(1);
        if (c >= 0) {
            if (c == interrupt_char) {
                mp_sched_keyboard_interrupt();
            }
            return c;
        }
        mp_handle_pending(true);
        microbit_hal_idle();
    }
}

void mp_hal_unique_id(uint32_t id[2]) {
    hal_unique_id(id);
}

uint32_t rng_generate_random_word(void) {
    return hal_random_word();
}

// ---- system ----

void microbit_hal_reset(void) {
    hal_reset();
    // The board restarts here; until the host restarts the module, the program ends.
    mp_raise_type(&mp_type_SystemExit);
}

void microbit_hal_panic(int code) {
    hal_panic(code);
    mp_raise_type(&mp_type_SystemExit);
}

int microbit_hal_temperature(void) {
    return hal_temperature();
}

void microbit_hal_power_clear_wake_sources(void) {
    hal_power(0, 0, 0);
}

void microbit_hal_power_wake_on_button(int button, bool wake_on_active) {
    hal_power(1, button, wake_on_active);
}

void microbit_hal_power_wake_on_pin(int pin, bool wake_on_active) {
    hal_power(2, pin, wake_on_active);
}

void microbit_hal_power_off(void) {
    hal_power(3, 0, 0);
    mp_raise_type(&mp_type_SystemExit);
}

bool microbit_hal_power_deep_sleep(bool wake_on_ms, uint32_t ms) {
    hal_power(4, wake_on_ms, ms);
    if (wake_on_ms) {
        mp_hal_delay_ms(ms);
    }
    return wake_on_ms;
}

// ---- pins ----

enum { PIN_SET_PULL, PIN_GET_PULL, PIN_SET_PERIOD, PIN_GET_PERIOD, PIN_TOUCH_MODE, PIN_READ,
       PIN_WRITE, PIN_READ_ANALOG, PIN_WRITE_ANALOG, PIN_IS_TOUCHED };

void microbit_hal_pin_set_pull(int pin, int pull) {
    hal_pin(PIN_SET_PULL, pin, pull);
}

int microbit_hal_pin_get_pull(int pin) {
    return hal_pin(PIN_GET_PULL, pin, 0);
}

int microbit_hal_pin_set_analog_period_us(int pin, int period) {
    return hal_pin(PIN_SET_PERIOD, pin, period);
}

int microbit_hal_pin_get_analog_period_us(int pin) {
    return hal_pin(PIN_GET_PERIOD, pin, 0);
}

void microbit_hal_pin_set_touch_mode(int pin, int mode) {
    hal_pin(PIN_TOUCH_MODE, pin, mode);
}

int microbit_hal_pin_read(int pin) {
    return hal_pin(PIN_READ, pin, 0);
}

void microbit_hal_pin_write(int pin, int value) {
    hal_pin(PIN_WRITE, pin, value);
}

int microbit_hal_pin_read_analog_u10(int pin) {
    return hal_pin(PIN_READ_ANALOG, pin, 0);
}

void microbit_hal_pin_write_analog_u10(int pin, int value) {
    hal_pin(PIN_WRITE_ANALOG, pin, value);
}

int microbit_hal_pin_is_touched(int pin) {
    return hal_pin(PIN_IS_TOUCHED, pin, 0);
}

void microbit_hal_pin_write_ws2812(int pin, const uint8_t *buf, size_t len) {
    hal_ws2812(pin, buf, len);
}

// machine.time_pulse_us: MicroPython's extmod/machine_pulse.c (MP_WEAK, compiled unchanged) polls
// the pin in a busy loop, which the board runs at sub-µs steps; a poll through the host costs a
// pin call's simulated time, so the loop would measure in steps of that. This strong definition
// asks the host, which times the pulse from the pin's own edges (the echo of the ultrasonic).
mp_uint_t machine_time_pulse_us(mp_hal_pin_obj_t pin, int pulse_level, mp_uint_t timeout_us) {
    return (mp_uint_t)hal_time_pulse(pin, pulse_level, timeout_us);
}

// ---- buses ----

int microbit_hal_i2c_init(int scl, int sda, int freq) {
    return hal_bus_init(0, scl, sda, freq, 0, 0, 0);
}

int microbit_hal_i2c_readfrom(uint8_t addr, uint8_t *buf, size_t len, int stop) {
    return hal_i2c(0, addr, buf, len, stop);
}

int microbit_hal_i2c_writeto(uint8_t addr, const uint8_t *buf, size_t len, int stop) {
    return hal_i2c(1, addr, (uint8_t *)buf, len, stop);
}

int microbit_hal_uart_init(int tx, int rx, int baudrate, int bits, int parity, int stop) {
    return hal_bus_init(1, tx, rx, baudrate, bits, parity, stop);
}

int microbit_hal_spi_init(int sclk, int mosi, int miso, int frequency, int bits, int mode) {
    return hal_bus_init(2, sclk, mosi, miso, frequency, bits, mode);
}

int microbit_hal_spi_transfer(size_t len, const uint8_t *src, uint8_t *dest) {
    return hal_spi_transfer(len, src, dest);
}

// ---- buttons ----

// The host counts presses; it answers pressed (bit 0), pressed since the last ask (bit 1) and
// the presses since the last ask (bits 2 and up) and forgets what was asked for (bit 8 and 9 of
// the request: clear "was pressed", clear the count).
int microbit_hal_button_state(int button, int *was_pressed, int *num_presses) {
    int state = hal_button(button | (was_pressed ? 0x100 : 0) | (num_presses ? 0x200 : 0));
    if (was_pressed != NULL) {
        *was_pressed = (state >> 1) & 1;
    }
    if (num_presses != NULL) {
        *num_presses = state >> 2;
    }
    return state & 1;
}

// ---- display ----

static uint8_t display_pixels[5][5];

void microbit_hal_display_enable(int value) {
    hal_display_enable(value);
}

void microbit_hal_display_clear(void) {
    for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 5; ++x) {
            microbit_hal_display_set_pixel(x, y, 0);
        }
    }
}

int microbit_hal_display_get_pixel(int x, int y) {
    return display_pixels[y][x];
}

void microbit_hal_display_set_pixel(int x, int y, int bright) {
    if (display_pixels[y][x] != bright) {
        display_pixels[y][x] = bright;
        hal_display_pixel(x, y, bright);
    }
}

int microbit_hal_display_read_light_level(void) {
    return hal_light_level();
}

void microbit_hal_display_reset(void) {
    memset(display_pixels, 0, sizeof(display_pixels));
}

// ---- motion sensors ----

enum { SENSOR_GESTURE, SENSOR_SET_RANGE, SENSOR_COMPASS_IS_CALIBRATED, SENSOR_COMPASS_CLEAR,
       SENSOR_COMPASS_CALIBRATE, SENSOR_COMPASS_FIELD, SENSOR_COMPASS_HEADING, SENSOR_MIC_INIT,
       SENSOR_MIC_LOW, SENSOR_MIC_HIGH, SENSOR_MIC_LEVEL };

void microbit_hal_accelerometer_get_sample(int axis[3]) {
    hal_sensor_sample(0, axis);
}

int microbit_hal_accelerometer_get_gesture(void) {
    return hal_sensor(SENSOR_GESTURE, 0);
}

void microbit_hal_accelerometer_set_range(int r) {
    hal_sensor(SENSOR_SET_RANGE, r);
}

int microbit_hal_compass_is_calibrated(void) {
    return hal_sensor(SENSOR_COMPASS_IS_CALIBRATED, 0);
}

void microbit_hal_compass_clear_calibration(void) {
    hal_sensor(SENSOR_COMPASS_CLEAR, 0);
}

void microbit_hal_compass_calibrate(void) {
    hal_sensor(SENSOR_COMPASS_CALIBRATE, 0);
}

void microbit_hal_compass_get_sample(int axis[3]) {
    hal_sensor_sample(1, axis);
}

int microbit_hal_compass_get_field_strength(void) {
    return hal_sensor(SENSOR_COMPASS_FIELD, 0);
}

int microbit_hal_compass_get_heading(void) {
    return hal_sensor(SENSOR_COMPASS_HEADING, 0);
}

// ---- microphone ----

void microbit_hal_microphone_init(void) {
    hal_sensor(SENSOR_MIC_INIT, 0);
}

void microbit_hal_microphone_set_threshold(int kind, int value) {
    hal_sensor(kind == MICROBIT_HAL_MICROPHONE_SET_THRESHOLD_LOW ? SENSOR_MIC_LOW : SENSOR_MIC_HIGH, value);
}

int microbit_hal_microphone_get_level(void) {
    return hal_sensor(SENSOR_MIC_LEVEL, 0);
}

// ---- font ----

// One glyph of the board's 5x5 font, filled by the host: five rows, bit 4 the leftmost column.
static uint8_t glyph[5];

const uint8_t *microbit_hal_get_font_data(char c) {
    if (!hal_font((uint8_t)c, glyph)) {
        return NULL;
    }
    return glyph;
}

// ---- data logging ----

enum { LOG_DELETE, LOG_MIRRORING, LOG_TIMESTAMP, LOG_BEGIN_ROW, LOG_END_ROW, LOG_DATA };

void microbit_hal_log_delete(bool full_erase) {
    hal_log(LOG_DELETE, NULL, NULL, full_erase);
}

void microbit_hal_log_set_mirroring(bool serial) {
    hal_log(LOG_MIRRORING, NULL, NULL, serial);
}

void microbit_hal_log_set_timestamp(int period) {
    hal_log(LOG_TIMESTAMP, NULL, NULL, period);
}

int microbit_hal_log_begin_row(void) {
    return hal_log(LOG_BEGIN_ROW, NULL, NULL, 0);
}

int microbit_hal_log_end_row(void) {
    return hal_log(LOG_END_ROW, NULL, NULL, 0);
}

int microbit_hal_log_data(const char *key, const char *value) {
    return hal_log(LOG_DATA, key, value, 0);
}

// ---- audio ----

enum { AUDIO_SELECT_PIN, AUDIO_SELECT_SPEAKER, AUDIO_SET_VOLUME, AUDIO_EXPRESSION_ACTIVE,
       AUDIO_PLAY_EXPRESSION, AUDIO_STOP_EXPRESSION, AUDIO_INIT, AUDIO_WRITE, SPEECH_INIT,
       SPEECH_WRITE };

void microbit_hal_audio_select_pin(int pin) {
    hal_audio(AUDIO_SELECT_PIN, pin, NULL, 0);
}

void microbit_hal_audio_select_speaker(bool enable) {
    hal_audio(AUDIO_SELECT_SPEAKER, enable, NULL, 0);
}

void microbit_hal_audio_set_volume(int value) {
    hal_audio(AUDIO_SET_VOLUME, value, NULL, 0);
}

bool microbit_hal_audio_is_expression_active(void) {
    return hal_audio(AUDIO_EXPRESSION_ACTIVE, 0, NULL, 0);
}

void microbit_hal_audio_play_expression(const char *expr) {
    hal_audio(AUDIO_PLAY_EXPRESSION, 0, (const uint8_t *)expr, strlen(expr));
}

void microbit_hal_audio_stop_expression(void) {
    hal_audio(AUDIO_STOP_EXPRESSION, 0, NULL, 0);
}

void microbit_hal_audio_init(uint32_t sample_rate) {
    hal_audio(AUDIO_INIT, sample_rate, NULL, 0);
}

void microbit_hal_audio_write_data(const uint8_t *buf, size_t num_samples) {
    hal_audio(AUDIO_WRITE, 0, buf, num_samples);
}

void microbit_hal_audio_speech_init(uint32_t sample_rate) {
    hal_audio(SPEECH_INIT, sample_rate, NULL, 0);
}

void microbit_hal_audio_speech_write_data(const uint8_t *buf, size_t num_samples) {
    hal_audio(SPEECH_WRITE, 0, buf, num_samples);
}

// ---- atomic sections (mpconfigport.h) ----

// Nothing interrupts the WebAssembly module: the timer callback runs only from the VM hook,
// sleeps and idles, never inside an atomic section.
void target_disable_irq(void) {
}

void target_enable_irq(void) {
}
