JSFLAGS += -s ALLOW_MEMORY_GROWTH

# Optimise the linked module too (binaryen), as the npm build is; without it the interpreter runs
# about half as fast.
JSFLAGS += -O2

# The same frozen modules as the pyscript variant, so only the numbers differ from the npm build.
FROZEN_MANIFEST ?= variants/pyscript/manifest.py

# One process runs many interpreters (the example runner, the tests): none may add its own
# handlers for uncaught errors to Node's process (emscripten 3.1.6 does by default).
JSFLAGS += -s NODEJS_CATCH_EXIT=0 -s NODEJS_CATCH_REJECTION=0

# The session sets and lifts the board's heap from JavaScript (simulator/runtime/session.ts).
EXPORTED_FUNCTIONS_EXTRA += ,_gc_board_set_budget
