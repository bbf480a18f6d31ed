// Our replacement of MicroPython's ports/nrf/drivers/flash.h (the nRF52's NVMC): the file
// system's flash is a RAM array in hal_flash.c, erased to 0xff and written as flash is written
// (bits can only be cleared), with the board's page size and the board's 24 KB region
// (src/codal_port/filesystem.ld: _fs_start 0x6D000, _fs_end 0x73000).
#ifndef MAQUEEN_FIRMWARE_DRIVERS_FLASH_H
#define MAQUEEN_FIRMWARE_DRIVERS_FLASH_H

#include <stdint.h>

#define FLASH_PAGESIZE (4096)
#define FLASH_IS_PAGE_ALIGNED(addr) (((uint32_t)(addr) & (FLASH_PAGESIZE - 1)) == 0)

#define MICROBIT_HAL_FS_SIZE (0x73000 - 0x6D000)

void flash_page_erase(uint32_t address);
void flash_write_byte(uint32_t address, uint8_t value);
void flash_write_bytes(uint32_t address, const uint8_t *src, uint32_t num_bytes);

// microbitfs.c declares `extern byte _fs_start[]; extern byte _fs_end[];` (linker symbols on the
// board). With these names the declarations become pointers to arrays that hal_flash.c sets to
// the two ends of its region, and every use of _fs_start/_fs_end reads the same addresses.
#define _fs_start (*microbit_hal_fs_start)
#define _fs_end (*microbit_hal_fs_end)

#endif
