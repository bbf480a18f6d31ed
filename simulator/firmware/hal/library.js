/* global mergeInto, LibraryManager, Module, HEAPU8, HEAP32, HEAPU32, UTF8ToString */
// emscripten library: the module's imports. Each forwards to the HAL object the host passes as
// `Module.hal` (see ../index.ts, `FirmwareHal`); pointers become copies or views of the bytes.
mergeInto(LibraryManager.library, {
  hal_ticks_us: function () {
    return Module.hal.ticksUs();
  },
  hal_trace_line: function (line) {
    Module.hal.traceLine(line);
  },
  hal_idle: function () {
    Module.hal.idle();
  },
  hal_delay_us: function (us) {
    Module.hal.delayUs(us >>> 0);
  },
  hal_poll: function (vmHook) {
    return Module.hal.poll(vmHook !== 0) ? 1 : 0;
  },
  hal_serial_write: function (ptr, len) {
    Module.hal.serialWrite(HEAPU8.slice(ptr, ptr + len));
  },
  hal_serial_read: function (take) {
    return Module.hal.serialRead(take !== 0);
  },
  hal_interrupt_char: function (c) {
    Module.hal.interruptChar(c);
  },
  hal_reset: function () {
    Module.hal.reset();
  },
  hal_panic: function (code) {
    Module.hal.panic(code);
  },
  hal_temperature: function () {
    return Module.hal.temperature();
  },
  hal_power: function (what, a, b) {
    Module.hal.power(what, a, b);
  },
  hal_pin: function (op, pin, value) {
    return Module.hal.pin(op, pin, value);
  },
  hal_time_pulse: function (pin, level, timeoutUs) {
    return Module.hal.timePulse(pin, level, timeoutUs >>> 0);
  },
  hal_ws2812: function (pin, ptr, len) {
    Module.hal.ws2812(pin, HEAPU8.slice(ptr, ptr + len));
  },
  hal_i2c: function (op, addr, ptr, len, stop) {
    return Module.hal.i2c(op, addr, HEAPU8.subarray(ptr, ptr + len), stop !== 0);
  },
  hal_bus_init: function (kind, a, b, c, d, e, f) {
    return Module.hal.busInit(kind, [a, b, c, d, e, f]);
  },
  hal_spi_transfer: function (len, src, dest) {
    return Module.hal.spiTransfer(HEAPU8.slice(src, src + len), HEAPU8.subarray(dest, dest + len));
  },
  hal_button: function (request) {
    return Module.hal.button(request & 0xff, (request & 0x100) !== 0, (request & 0x200) !== 0);
  },
  hal_display_pixel: function (x, y, bright) {
    Module.hal.displayPixel(x, y, bright);
  },
  hal_display_enable: function (on) {
    Module.hal.displayEnable(on !== 0);
  },
  hal_light_level: function () {
    return Module.hal.lightLevel();
  },
  hal_sensor_sample: function (sensor, ptr) {
    var xyz = Module.hal.sample(sensor);
    HEAP32[ptr >> 2] = xyz[0];
    HEAP32[(ptr >> 2) + 1] = xyz[1];
    HEAP32[(ptr >> 2) + 2] = xyz[2];
  },
  hal_sensor: function (op, value) {
    return Module.hal.sensor(op, value);
  },
  hal_font: function (c, ptr) {
    var rows = Module.hal.font(c);
    if (!rows) return 0;
    for (var i = 0; i < 5; i++) HEAPU8[ptr + i] = rows[i];
    return 1;
  },
  hal_log: function (op, key, value, n) {
    return Module.hal.log(
      op,
      key ? UTF8ToString(key) : null,
      value ? UTF8ToString(value) : null,
      n,
    );
  },
  hal_audio: function (op, value, ptr, len) {
    return Module.hal.audio(op, value, ptr ? HEAPU8.slice(ptr, ptr + len) : null);
  },
  hal_random_word: function () {
    return Module.hal.randomWord() >>> 0;
  },
  hal_next_event: function () {
    return Module.hal.nextEvent();
  },
  hal_unique_id: function (ptr) {
    var id = Module.hal.uniqueId();
    HEAPU32[ptr >> 2] = id[0];
    HEAPU32[(ptr >> 2) + 1] = id[1];
  },
  hal_radio_config: function (on, channel, power, base0, prefix0, rate, maxPayload) {
    Module.hal.radioConfig(on !== 0, {
      channel: channel,
      power: power,
      base0: base0 >>> 0,
      prefix0: prefix0,
      dataRate: rate,
      maxPayload: maxPayload,
    });
  },
  hal_radio_send: function (ptr, len) {
    Module.hal.radioSend(HEAPU8.slice(ptr, ptr + len));
  },
  hal_radio_receive: function (ptr, max, rssiPtr, timePtr) {
    var packet = Module.hal.radioReceive();
    if (!packet) return -1;
    var n = Math.min(packet.data.length, max);
    HEAPU8.set(packet.data.subarray(0, n), ptr);
    HEAP32[rssiPtr >> 2] = packet.rssi;
    HEAPU32[timePtr >> 2] = packet.timeUs >>> 0;
    return n;
  },
});
