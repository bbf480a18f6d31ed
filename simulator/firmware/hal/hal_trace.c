// Where the program is and what its names hold, for the player's timeline, running line, line
// steps and variables (issue 34). Nothing here changes what the board does: the tables live in
// the C heap, not in MicroPython's, and nothing is reported unless the host asks.
//
// - Frames: our mp_execute_bytecode wraps the VM's (MICROPY_WRAP_MP_EXECUTE_BYTECODE in
//   mpconfigport.h renames that one) and keeps the chain of running code states. The VM stores
//   each instruction's address in its code state before running it (vm.c: MARK_EXC_IP_GLOBAL),
//   so the line of every frame is known at any moment, as a traceback would name it.
// - Line steps: vm.c's TRACE_TICK, empty in this build, is set by build.sh to
//   MICROPY_PORT_TRACE_TICK, which calls the host when main.py's line changes, only while the host
//   asked for it (one flag test per instruction otherwise).
// - Local names: MicroPython keeps no names of locals in the bytecode. The compiler knows them
//   until it frees its scopes; our scope_free (scope.c's is renamed by the Makefile) keeps
//   main.py's function scopes' names by bytecode address first.
#include <stdlib.h>
#include <string.h>
#include "py/bc.h"
#include "py/emitglue.h"
#include "py/gc.h"
#include "py/objfun.h"
#include "py/objtype.h"
#include "py/runtime.h"
#include "py/scope.h"

extern void hal_trace_line(int line);

#define PROGRAM_FILE "main.py"

// ---- frames ----

#define MAX_FRAMES (64)
static mp_code_state_t *frames[MAX_FRAMES];
// May exceed MAX_FRAMES in deep recursion; frames beyond are not kept.
static size_t frame_depth;

mp_vm_return_kind_t mp_execute_bytecode_vm(mp_code_state_t *code_state, volatile mp_obj_t inject_exc);

// Every exception is caught inside the VM's call, so each call returns here and the chain stays
// right; a hard stop ends the whole module instance. `inject_exc` is not volatile here (bc.h's
// qualifier is the VM's own concern): a volatile parameter would take a slot of the C stack in
// every call and so lower the depth at which RuntimeError comes.
mp_vm_return_kind_t mp_execute_bytecode(mp_code_state_t *code_state, mp_obj_t inject_exc) {
    if (frame_depth < MAX_FRAMES) {
        frames[frame_depth] = code_state;
    }
    frame_depth++;
    mp_vm_return_kind_t kind = mp_execute_bytecode_vm(code_state, inject_exc);
    frame_depth--;
    return kind;
}

typedef struct {
    const byte *line_info;
    const byte *bytecode_start;
    qstr source_file;
    bool is_module;
} code_info_t;

// Decodes the prelude as vm.c does for a traceback (MicroPython 1.18).
static code_info_t code_info(const mp_obj_fun_bc_t *fun) {
    const byte *ip = fun->bytecode;
    MP_BC_PRELUDE_SIG_DECODE(ip);
    MP_BC_PRELUDE_SIZE_DECODE(ip);
    code_info_t info;
    info.bytecode_start = ip + n_info + n_cell;
    #if MICROPY_PERSISTENT_CODE
    qstr block_name = ip[0] | (ip[1] << 8);
    info.source_file = ip[2] | (ip[3] << 8);
    info.line_info = ip + 4;
    #else
    info.bytecode_start = MP_ALIGN(info.bytecode_start, sizeof(mp_uint_t));
    qstr block_name = mp_decode_uint_value(ip);
    ip = mp_decode_uint_skip(ip);
    info.source_file = mp_decode_uint_value(ip);
    info.line_info = mp_decode_uint_skip(ip);
    #endif
    info.is_module = block_name == MP_QSTR__lt_module_gt_;
    return info;
}

static bool is_program(qstr source_file) {
    return strcmp(qstr_str(source_file), PROGRAM_FILE) == 0;
}

// The line of the instruction at `offset` as a traceback names it (mp_bytecode_get_source_line),
// and whether the instruction is the first of its line's run. 0 for what comes before the first
// line entry of a class body or function (a class body's own set-up, which a traceback never
// names: it would say line 1).
static size_t line_at(const code_info_t *info, size_t offset, bool *starts) {
    const byte *entry = info->line_info;
    size_t line = 1, at = 0, run_start = 0;
    for (bool first = true; *entry != 0; first = false) {
        byte c = *entry;
        size_t b, l;
        if ((c & 0x80) == 0) {
            b = c & 0x1f;
            l = c >> 5;
            entry += 1;
        } else {
            b = c & 0xf;
            l = ((c << 4) & 0x700) | entry[1];
            entry += 2;
        }
        if (first && !info->is_module && l > 0 && offset < b) {
            *starts = false;
            return 0;
        }
        if (offset < at + b) {
            break;
        }
        at += b;
        if (l > 0) {
            line += l;
            run_start = at;
        }
    }
    *starts = offset == run_start;
    return line;
}

static size_t line_of(const mp_code_state_t *state, const code_info_t *info) {
    bool starts;
    return line_at(info, state->ip - info->bytecode_start, &starts);
}

// The innermost frame running main.py's code, or NULL (the library, or before main.py runs).
static mp_code_state_t *program_frame(void) {
    size_t kept = frame_depth < MAX_FRAMES ? frame_depth : MAX_FRAMES;
    for (size_t i = kept; i-- > 0;) {
        code_info_t info = code_info(frames[i]->fun_bc);
        if (is_program(info.source_file)) {
            return frames[i];
        }
    }
    return NULL;
}

// The line of main.py running now (where a library call came from), 0 outside main.py.
int firmware_program_line(void) {
    mp_code_state_t *state = program_frame();
    if (state == NULL) {
        return 0;
    }
    code_info_t info = code_info(state->fun_bc);
    return (int)line_of(state, &info);
}

// ---- line steps ----

volatile uint8_t firmware_trace_lines;
static const mp_obj_fun_bc_t *traced_fun;
static bool traced_is_program;
static code_info_t traced_info;
static const mp_code_state_t *traced_state;
static const byte *traced_ip;
static size_t traced_line;

void firmware_set_trace_lines(int on) {
    firmware_trace_lines = on != 0;
    traced_fun = NULL;
    traced_state = NULL;
    traced_line = 0;
}

// A line is reported where it starts, and after a jump back (the next pass of a loop), as
// CPython's tracing does: not where a call returns into it, nor where a loop's test at its end
// is reached by a jump forward; never twice in a row (a loop on one line is one step).
void firmware_trace_tick(void *code_state) {
    mp_code_state_t *state = code_state;
    if (state->fun_bc != traced_fun) {
        traced_fun = state->fun_bc;
        traced_info = code_info(traced_fun);
        traced_is_program = is_program(traced_info.source_file);
    }
    bool jumped_back = state == traced_state && state->ip < traced_ip;
    traced_state = state;
    traced_ip = state->ip;
    if (!traced_is_program) {
        return;
    }
    bool starts;
    size_t line = line_at(&traced_info, state->ip - traced_info.bytecode_start, &starts);
    if (line != 0 && line != traced_line && (starts || jumped_back)) {
        traced_line = line;
        hal_trace_line((int)line);
    }
}

// ---- local names ----

typedef struct _local_names_t {
    struct _local_names_t *next;
    const void *bytecode;
    uint16_t count;
    // Per local slot: its name (0: none) and whether it holds a cell.
    qstr *names;
    uint8_t *is_cell;
} local_names_t;

#define MAX_NAMED_FUNCTIONS (256)
static local_names_t *named_functions;
static size_t named_count;

void scope_free_compiled(scope_t *scope);

static void keep_local_names(const scope_t *scope) {
    if (!SCOPE_IS_FUNC_LIKE(scope->kind) || scope->raw_code == NULL ||
        scope->raw_code->kind != MP_CODE_BYTECODE || !is_program(scope->source_file)) {
        return;
    }
    local_names_t *entry = NULL;
    for (local_names_t *e = named_functions; e != NULL; e = e->next) {
        if (e->bytecode == scope->raw_code->fun_data) {
            entry = e; // a new function where a freed one was (the REPL compiles again)
            free(entry->names);
            free(entry->is_cell);
        }
    }
    if (entry == NULL) {
        if (named_count >= MAX_NAMED_FUNCTIONS || (entry = malloc(sizeof(*entry))) == NULL) {
            return;
        }
        named_count++;
        entry->next = named_functions;
        named_functions = entry;
    }
    entry->bytecode = scope->raw_code->fun_data;
    entry->count = scope->num_locals;
    entry->names = calloc(scope->num_locals + 1, sizeof(qstr));
    entry->is_cell = calloc(scope->num_locals + 1, 1);
    if (entry->names == NULL || entry->is_cell == NULL) {
        entry->count = 0;
        return;
    }
    for (size_t i = 0; i < scope->id_info_len; i++) {
        const id_info_t *id = &scope->id_info[i];
        bool local = id->kind == ID_INFO_KIND_LOCAL || (id->flags & ID_FLAG_IS_PARAM);
        bool cell = id->kind == ID_INFO_KIND_CELL || id->kind == ID_INFO_KIND_FREE;
        if ((local || cell) && id->local_num < scope->num_locals) {
            entry->names[id->local_num] = id->qst;
            entry->is_cell[id->local_num] = cell;
        }
    }
}

void scope_free(scope_t *scope) {
    keep_local_names(scope);
    scope_free_compiled(scope);
}

static const local_names_t *local_names_of(const mp_obj_fun_bc_t *fun) {
    for (const local_names_t *e = named_functions; e != NULL; e = e->next) {
        if (e->bytecode == fun->bytecode) {
            return e;
        }
    }
    return NULL;
}

// ---- variables ----

#define MAX_VALUE_CHARS (60)

typedef struct {
    char *buf;
    size_t len;
    size_t cap;
    size_t value_start;
} text_t;

static void text_add(text_t *text, const char *str, size_t len) {
    size_t room = text->cap - 1 - text->len;
    if (len > room) {
        len = room;
    }
    memcpy(text->buf + text->len, str, len);
    text->len += len;
}

static void value_chars(void *env, const char *str, size_t len) {
    text_t *text = env;
    size_t used = text->len - text->value_start;
    if (used >= MAX_VALUE_CHARS) {
        return;
    }
    text_add(text, str, len < MAX_VALUE_CHARS - used ? len : MAX_VALUE_CHARS - used);
}

// Whether a value is data a pupil keeps in a variable: not a module, nor anything of the
// interpreter's that can be called (functions, methods, classes); instances of the program's
// classes are data.
static bool is_data(mp_obj_t value) {
    const mp_obj_type_t *type = mp_obj_get_type(value);
    return type != &mp_type_module && (mp_obj_is_instance_type(type) || type->call == NULL);
}

// One "<scope>\t<name>\t<repr>\n" line. Instances of the program's classes are named, not
// printed: their __repr__ would run Python inside the pause.
static void add_variable(text_t *text, char scope, qstr name, mp_obj_t value) {
    size_t line_start = text->len;
    char head[2] = {scope, '\t'};
    text_add(text, head, 2);
    text_add(text, qstr_str(name), strlen(qstr_str(name)));
    text_add(text, "\t", 1);
    text->value_start = text->len;
    const mp_obj_type_t *type = mp_obj_get_type(value);
    if (mp_obj_is_instance_type(type)) {
        text_add(text, "<", 1);
        text_add(text, qstr_str(type->name), strlen(qstr_str(type->name)));
        text_add(text, " object>", 8);
    } else {
        mp_print_t print = {text, value_chars};
        nlr_buf_t nlr;
        if (nlr_push(&nlr) == 0) {
            mp_obj_print_helper(&print, value, PRINT_REPR);
            nlr_pop();
        } else {
            text_add(text, "…", strlen("…"));
        }
    }
    if (text->len + 1 >= text->cap) {
        text->len = line_start; // a cut line is left out whole
        return;
    }
    text_add(text, "\n", 1);
}

// Writes main.py's variables at this moment into `buf`: the globals holding data ("g") and the
// current function's locals ("l"). The collector is locked meanwhile: a value whose printing
// needs memory shows as "…", and nothing the program sees changes. Returns the length.
int firmware_variables(char *buf, int cap) {
    if (cap < 2) {
        return 0;
    }
    text_t text = {buf, 0, (size_t)cap, 0};
    mp_code_state_t *state = program_frame();
    if (state == NULL) {
        return 0;
    }
    gc_lock();
    const local_names_t *names = local_names_of(state->fun_bc);
    if (names != NULL) {
        for (size_t i = 0; i < names->count; i++) {
            mp_obj_t value = state->state[state->n_state - 1 - i];
            if (names->names[i] == 0 || value == MP_OBJ_NULL) {
                continue;
            }
            if (names->is_cell[i]) {
                value = mp_obj_cell_get(value);
            }
            if (value == MP_OBJ_NULL || !is_data(value)) {
                continue;
            }
            add_variable(&text, 'l', names->names[i], value);
        }
    }
    mp_map_t *globals = &state->fun_bc->globals->map;
    for (size_t i = 0; i < globals->alloc; i++) {
        if (!mp_map_slot_is_filled(globals, i) || !mp_obj_is_qstr(globals->table[i].key)) {
            continue;
        }
        qstr name = MP_OBJ_QSTR_VALUE(globals->table[i].key);
        if (qstr_str(name)[0] != '_' && is_data(globals->table[i].value)) {
            add_variable(&text, 'g', name, globals->table[i].value);
        }
    }
    gc_unlock();
    text.buf[text.len] = 0;
    return (int)text.len;
}
