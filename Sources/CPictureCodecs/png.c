// PNG through libpng. libpng reports errors with longjmp; every setjmp is in this file, and no
// Swift frame lies between a setjmp and the longjmp that returns to it (Swift calls these
// functions, which call libpng, which calls the handlers below).
#include "CPictureCodecs.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
    char *message;
    size_t capacity;
} png_source;

static void set_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    snprintf(message, capacity, "%s", text);
}

static void read_bytes(png_structp png, png_bytep out, png_size_t count) {
    png_source *source = (png_source *)png_get_io_ptr(png);
    if (count > source->length - source->offset) {
        png_error(png, "the file ends before the picture does (truncated)");
    }
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void on_error(png_structp png, png_const_charp text) {
    png_source *source = (png_source *)png_get_error_ptr(png);
    set_message(source->message, source->capacity, text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// Ancillary chunks the pictures do not need (text, colour profiles, palettes' suggestions,
// Exif) are skipped unread: their compressed forms could expand without bound. Other
// ancillary chunks may hold at most 8 MiB, and at most 1000 of them are kept.
static void limit_chunks(png_structp png) {
    static const png_byte skipped[] = "tEXt\0zTXt\0iTXt\0iCCP\0sPLT\0eXIf\0";
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, skipped, (int)(sizeof skipped / 5));
    png_set_chunk_malloc_max(png, 8u << 20);
    png_set_chunk_cache_max(png, 1000);
}

static int check_signature(const uint8_t *data, size_t length, char *message, size_t capacity) {
    if (length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        set_message(message, capacity, "not a PNG signature");
        return CPC_ERROR;
    }
    // Every chunk's length is checked against the bytes that follow it before libpng sees
    // the file: libpng allocates a chunk's buffer from its length before it reads the data,
    // so an 85-byte file whose text chunk claims 1.9 GB would cost 1.9 GB.
    size_t offset = 8;
    while (offset + 8 <= length) {
        const uint8_t *chunk = data + offset;
        uint32_t size = ((uint32_t)chunk[0] << 24) | ((uint32_t)chunk[1] << 16) | ((uint32_t)chunk[2] << 8) | chunk[3];
        if (size > length - offset - 8 || length - offset - 8 - size < 4) {
            set_message(message, capacity, "a chunk is longer than the file (truncated)");
            return CPC_ERROR;
        }
        if (memcmp(chunk + 4, "IEND", 4) == 0) return CPC_OK;
        offset += 12 + (size_t)size;
    }
    set_message(message, capacity, "the file ends before its last chunk (truncated)");
    return CPC_ERROR;
}

// The reader and its info, reporting errors through `source` (no setjmp yet: libpng does not
// longjmp from these two calls, it answers NULL).
static int create(png_source *source, png_structp *png, png_infop *info) {
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, source, on_error, on_warning);
    if (*png != NULL) *info = png_create_info_struct(*png);
    if (*png == NULL || *info == NULL) {
        if (*png != NULL) png_destroy_read_struct(png, NULL, NULL);
        set_message(source->message, source->capacity, "libpng could not start");
        return CPC_ERROR;
    }
    return CPC_OK;
}

int cpc_png_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                 char *message, size_t capacity) {
    if (check_signature(data, length, message, capacity) != CPC_OK) return CPC_ERROR;
    png_source source = {data, length, 0, message, capacity};
    png_structp png = NULL;
    png_infop info = NULL;
    if (create(&source, &png, &info) != CPC_OK) return CPC_ERROR;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return CPC_ERROR;
    }
    // The size is only read here: the caller checks it against its pixel limit before any
    // pixel memory exists. libpng's own limits are lifted to the format's.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    limit_chunks(png);
    png_set_read_fn(png, &source, read_bytes);
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return CPC_OK;
}

int cpc_png_decode(const uint8_t *data, size_t length, uint32_t width, uint32_t height,
                   uint8_t *pixels, size_t pixels_length, char *message, size_t capacity) {
    if (check_signature(data, length, message, capacity) != CPC_OK) return CPC_ERROR;
    if (width == 0 || height == 0 || (size_t)width * height > pixels_length / 4) {
        set_message(message, capacity, "the pixel buffer does not fit the picture");
        return CPC_ERROR;
    }
    png_source source = {data, length, 0, message, capacity};
    png_structp png = NULL;
    png_infop info = NULL;
    if (create(&source, &png, &info) != CPC_OK) return CPC_ERROR;
    // Allocated before the setjmp and freed on both paths: `volatile` keeps its value across
    // the longjmp.
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free((void *)rows);
        png_destroy_read_struct(&png, &info, NULL);
        return CPC_ERROR;
    }
    png_set_user_limits(png, width, height);
    limit_chunks(png);
    png_set_read_fn(png, &source, read_bytes);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        png_error(png, "the header changed between reads");
    }
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row size after conversion to RGBA");
    }
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (rows == NULL) png_error(png, "out of memory for the row table");
    for (uint32_t y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free((void *)rows);
    rows = NULL;
    png_destroy_read_struct(&png, &info, NULL);
    return CPC_OK;
}
