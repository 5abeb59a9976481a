#ifndef CPICTURECODECS_H
#define CPICTURECODECS_H

#include <stddef.h>
#include <stdint.h>

/// What a decoder answers: 0 on success, else an error whose text is in the caller's buffer.
enum {
    CPC_OK = 0,
    CPC_ERROR = 1,
};

/// Reads the width and height from a PNG's header (no pixels). libpng's errors end in a
/// longjmp that stays inside this C function; `message` (of `capacity` bytes) receives the
/// reason when it fails.
int cpc_png_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                 char *message, size_t capacity);

/// Decodes a PNG into `pixels` (RGBA8, rows top to bottom), which holds `pixels_length` bytes:
/// exactly `width * height * 4` for the size `cpc_png_size` answered, else it fails.
/// `max_width` and `max_height` bound what libpng accepts (its own user limits).
int cpc_png_decode(const uint8_t *data, size_t length, uint32_t width, uint32_t height,
                   uint8_t *pixels, size_t pixels_length, char *message, size_t capacity);

/// Reads the width and height from a JPEG's header (no pixels), as `cpc_png_size` does.
int cpc_jpeg_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                  char *message, size_t capacity);

/// Decodes a JPEG into `pixels` (RGBA8, alpha 255), as `cpc_png_decode` does. A file that ends
/// before its last scan fails (libjpeg would fill the rest with grey and warn).
int cpc_jpeg_decode(const uint8_t *data, size_t length, uint32_t width, uint32_t height,
                    uint8_t *pixels, size_t pixels_length, char *message, size_t capacity);

#endif
