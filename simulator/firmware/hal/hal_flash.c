// The file system's flash (our replacement of the nRF52 NVMC driver microbitfs.c uses).
#include <string.h>
#include "py/obj.h"
#include "drivers/flash.h"

static uint8_t flash_region[MICROBIT_HAL_FS_SIZE] __attribute__((aligned(FLASH_PAGESIZE)));

byte (*microbit_hal_fs_start)[] = (byte (*)[])flash_region;
byte (*microbit_hal_fs_end)[] = (byte (*)[])(flash_region + MICROBIT_HAL_FS_SIZE);

// A new board's flash is erased.
void microbit_hal_flash_erase_all(void) {
    memset(flash_region, 0xff, sizeof(flash_region));
}

void flash_page_erase(uint32_t address) {
    memset((void *)(address & ~(FLASH_PAGESIZE - 1)), 0xff, FLASH_PAGESIZE);
}

// Writing flash can only clear bits.
void flash_write_byte(uint32_t address, uint8_t value) {
    *(uint8_t *)address &= value;
}

void flash_write_bytes(uint32_t address, const uint8_t *src, uint32_t num_bytes) {
    for (uint32_t i = 0; i < num_bytes; ++i) {
        ((uint8_t *)address)[i] &= src[i];
    }
}
