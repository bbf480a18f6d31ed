// The entry points the host calls (exported from the module). The simulator's: what the board's
// mp_main (src/codal_port/main.c, compiled unchanged) does at start, split so that a host can put
// main.py on the file system first and gets control back when the program ends, with no REPL
// after main.py. The fake board's (issue 32): mp_main itself, REPL and soft reboots included.
#include <string.h>
#include "py/compile.h"
#include "py/gc.h"
#include "py/mphal.h"
#include "py/runtime.h"
#include "py/stackctrl.h"
#include "py/stream.h"
#include "py/objlist.h"
#include "shared/runtime/pyexec.h"
#include "ports/nrf/modules/uos/microbitfs.h"
#include "drv_softtimer.h"
#include "drv_system.h"
#include "drv_display.h"
#include "modmicrobit.h"

extern void microbit_pyexec_file(const char *filename);
extern void microbit_hal_flash_erase_all(void);
extern void microbit_hal_display_reset(void);
extern void microbit_hal_timer_start(void);
extern void microbit_hal_timer_stop(void);
extern void mp_main(void);

// The board's 64 KB heap (main.c keeps its own static one, unused here).
static char heap[64 * 1024];
static bool flash_ready;

// Starts the interpreter as the board does after a reset.
void firmware_init(void) {
    if (!flash_ready) {
        microbit_hal_flash_erase_all();
        flash_ready = true;
    }
    mp_stack_ctrl_init();
    // The board's limit (main.c). The C stack of this build is larger (STACK_SIZE in the
    // Makefile); WebAssembly frames differ in size from Thumb frames, so the depth at which
    // RuntimeError comes is near, not equal to, the board's.
    mp_stack_set_limit(8 * 1024 - 512);
    microbit_hal_display_reset();
    microbit_system_init();
    microbit_display_init();
    microbit_filesystem_init();
    gc_init(heap, heap + sizeof(heap));
    mp_init();
    microbit_hal_timer_start();
}

// Writes a file into the board's file system (as a flashing tool does). Returns 0, or the
// errno of the OSError the file system raised (28: ENOSPC).
int firmware_write_file(const char *name, const uint8_t *data, size_t len) {
    nlr_buf_t nlr;
    if (nlr_push(&nlr) == 0) {
        mp_obj_t args[2] = {
            mp_obj_new_str(name, strlen(name)),
            MP_OBJ_NEW_QSTR(MP_QSTR_wb),
        };
        mp_obj_t file = uos_mbfs_open(2, args);
        mp_call_function_1(mp_load_attr(file, MP_QSTR_write), mp_obj_new_bytes(data, len));
        mp_call_function_0(mp_load_attr(file, MP_QSTR_close));
        nlr_pop();
        return 0;
    } else {
        mp_obj_t exc = MP_OBJ_FROM_PTR(nlr.ret_val);
        if (mp_obj_is_subclass_fast(MP_OBJ_FROM_PTR(mp_obj_get_type(exc)), MP_OBJ_FROM_PTR(&mp_type_OSError))) {
            mp_obj_t errno_obj = mp_load_attr(exc, MP_QSTR_errno);
            return mp_obj_is_small_int(errno_obj) ? MP_OBJ_SMALL_INT_VALUE(errno_obj) : -1;
        }
        return -1;
    }
}

// Runs main.py as the board does at start (main.c's microbit_pyexec_file: an uncaught error is
// printed and shown on the display); without main.py it imports microbit as the board does.
void firmware_run_main(void) {
    if (mp_import_stat("main.py") == MP_IMPORT_STAT_FILE) {
        microbit_pyexec_file("main.py");
    } else {
        nlr_buf_t nlr;
        if (nlr_push(&nlr) == 0) {
            mp_import_all(mp_import_name(MP_QSTR_microbit, mp_const_empty_tuple, MP_OBJ_NEW_SMALL_INT(0)));
            nlr_pop();
        }
    }
}

// Ends the run as the board's soft reboot does.
void firmware_deinit(void) {
    microbit_hal_timer_stop();
    microbit_soft_timer_deinit();
    gc_sweep_all();
    mp_deinit();
}

// A KeyboardInterrupt at the next bytecode jump (the host calls it from a HAL callback).
void firmware_keyboard_interrupt(void) {
    mp_sched_keyboard_interrupt();
}

// The board from its start as a host on its serial line sees it: main.py, then the REPL (raw,
// raw-paste and friendly, from pyexec.c) with its soft reboots. Never returns. The host calls
// firmware_init, writes the files, calls firmware_deinit and then this.
void firmware_repl(void) {
    microbit_hal_timer_start();
    mp_main();
}

// Every file into buf, for a host that looks at the file system while the board waits for a
// byte on its serial line: per file its name, a 0 byte, its size (4 bytes, little-endian) and
// its bytes. Returns the bytes written, or -1 when they do not fit or the file system failed.
// The collector does not run meanwhile (a full heap gives -1): its scan would unwind the stack
// the board waits in.
int firmware_dump_files(uint8_t *buf, size_t max) {
    int written = 0;
    uint16_t auto_collect = MP_STATE_MEM(gc_auto_collect_enabled);
    MP_STATE_MEM(gc_auto_collect_enabled) = 0;
    nlr_buf_t nlr;
    if (nlr_push(&nlr) == 0) {
        mp_obj_t names = mp_call_function_0(MP_OBJ_FROM_PTR(&uos_mbfs_listdir_obj));
        size_t count;
        mp_obj_t *items;
        mp_obj_list_get(names, &count, &items);
        size_t at = 0;
        for (size_t i = 0; i < count; ++i) {
            size_t len;
            const char *name = mp_obj_str_get_data(items[i], &len);
            if (at + len + 5 > max) {
                mp_raise_type(&mp_type_MemoryError);
            }
            memcpy(buf + at, name, len);
            buf[at + len] = 0;
            size_t size_at = at + len + 1;
            at = size_at + 4;
            mp_obj_t args[2] = { items[i], MP_OBJ_NEW_QSTR(MP_QSTR_rb) };
            mp_obj_t file = uos_mbfs_open(2, args);
            int err;
            mp_uint_t got = mp_stream_rw(file, buf + at, max - at, &err, MP_STREAM_RW_READ);
            mp_call_function_0(mp_load_attr(file, MP_QSTR_close));
            if (got == max - at) {
                mp_raise_type(&mp_type_MemoryError);
            }
            for (int b = 0; b < 4; ++b) {
                buf[size_at + b] = (got >> (8 * b)) & 0xff;
            }
            at += got;
        }
        written = at;
        nlr_pop();
    } else {
        written = -1;
    }
    MP_STATE_MEM(gc_auto_collect_enabled) = auto_collect;
    return written;
}
