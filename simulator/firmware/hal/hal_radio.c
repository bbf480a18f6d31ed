// Our replacement of src/codal_port/drv_radio.c, which drives the nRF52's RADIO registers.
// Same interface (drv_radio.h, unchanged) and the same queue: one buffer of
// (queue_len + 1) * (max_payload + 6) bytes on the heap, packets stored as
// len, data, RSSI, 4-byte little-endian µs timestamp. Sending hands the packet and the settings
// to the host; the host's packets for this board are collected whenever the queue is looked at.
#include <string.h>
#include "py/runtime.h"
#include "py/mphal.h"
#include "drv_radio.h"

#define PACKET_OVERHEAD (1 + 1 + 4)

extern void hal_radio_config(int on, int channel, int power_dbm, uint32_t base0, int prefix0, int data_rate, int max_payload);
extern void hal_radio_send(const uint8_t *buf, size_t len);
// Copies the next packet for this board into buf (at most max bytes) and returns its length,
// its RSSI (dBm, negative) in *rssi and its arrival in *time_us; -1 when none.
extern int hal_radio_receive(uint8_t *buf, size_t max, int *rssi, uint32_t *time_us);

static uint8_t *queue_end;
static uint8_t *queue_next; // where the next received packet goes
static size_t max_payload;

static uint8_t *queue_start(void) {
    return MP_STATE_PORT(radio_buf) + max_payload + PACKET_OVERHEAD; // after the tx buffer
}

static void config_to_host(int on, microbit_radio_config_t *config) {
    hal_radio_config(on, config->channel, config->power_dbm, config->base0, config->prefix0,
        config->data_rate, config->max_payload);
}

void microbit_radio_enable(microbit_radio_config_t *config) {
    microbit_radio_disable();
    max_payload = config->max_payload;
    size_t slot = max_payload + PACKET_OVERHEAD;
    size_t total = slot * (config->queue_len + 1);
    MP_STATE_PORT(radio_buf) = m_new(uint8_t, total);
    queue_end = MP_STATE_PORT(radio_buf) + total;
    queue_next = queue_start();
    config_to_host(1, config);
}

void microbit_radio_disable(void) {
    if (MP_STATE_PORT(radio_buf) != NULL) {
        m_del(uint8_t, MP_STATE_PORT(radio_buf), queue_end - MP_STATE_PORT(radio_buf));
        MP_STATE_PORT(radio_buf) = NULL;
        hal_radio_config(0, 0, 0, 0, 0, 0, 0);
    }
}

void microbit_radio_update_config(microbit_radio_config_t *config) {
    config_to_host(1, config);
}

void microbit_radio_send(const void *buf, size_t len, const void *buf2, size_t len2) {
    uint8_t *tx = MP_STATE_PORT(radio_buf);
    if (len + len2 > max_payload) {
        // The board's hardware sends at most max_payload bytes.
        len2 = len >= max_payload ? 0 : max_payload - len;
        len = len > max_payload ? max_payload : len;
    }
    memcpy(tx, buf, len);
    if (len2 != 0) {
        memcpy(tx + len, buf2, len2);
    }
    hal_radio_send(tx, len + len2);
}

// Takes every packet the host has for this board into the queue while it has room; the rest are
// lost, as on the board when the queue is full.
static void receive_from_host(void) {
    for (;;) {
        int rssi = 0;
        uint32_t time_us = 0;
        uint8_t *tx = MP_STATE_PORT(radio_buf);
        int len = hal_radio_receive(tx, max_payload, &rssi, &time_us);
        if (len < 0) {
            return;
        }
        if (queue_next + PACKET_OVERHEAD + len > queue_end) {
            continue;
        }
        queue_next[0] = len;
        memcpy(queue_next + 1, tx, len);
        queue_next[1 + len] = (uint8_t)(-rssi);
        queue_next[2 + len] = time_us & 0xff;
        queue_next[3 + len] = (time_us >> 8) & 0xff;
        queue_next[4 + len] = (time_us >> 16) & 0xff;
        queue_next[5 + len] = (time_us >> 24) & 0xff;
        queue_next += PACKET_OVERHEAD + len;
    }
}

const uint8_t *microbit_radio_peek(void) {
    if (MP_STATE_PORT(radio_buf) == NULL) {
        return NULL;
    }
    receive_from_host();
    uint8_t *first = queue_start();
    return queue_next == first ? NULL : first;
}

void microbit_radio_pop(void) {
    uint8_t *first = queue_start();
    if (queue_next != first) {
        size_t len = first[0];
        memmove(first, first + PACKET_OVERHEAD + len, queue_next - (first + PACKET_OVERHEAD + len));
        queue_next -= PACKET_OVERHEAD + len;
    }
}
