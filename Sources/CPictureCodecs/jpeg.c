// JPEG through libjpeg(-turbo). libjpeg reports fatal errors by calling `error_exit`, which
// must not return: ours longjmps back to the setjmp in the same C function that called libjpeg,
// so no Swift frame is ever skipped.
#include "CPictureCodecs.h"

#include <jerror.h>
#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>
#include <string.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    size_t capacity;
    int truncated;
} jpeg_failure;

static void set_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    snprintf(message, capacity, "%s", text);
}

static void on_error_exit(j_common_ptr info) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    set_message(failure->message, failure->capacity, text);
    longjmp(failure->jump, 1);
}

// Warnings are not printed; the one that matters (the data ends early) is remembered.
static void on_message(j_common_ptr info, int level) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) failure->truncated = 1;
}

static void prepare(struct jpeg_decompress_struct *info, jpeg_failure *failure, char *message, size_t capacity) {
    memset(failure, 0, sizeof *failure);
    info->err = jpeg_std_error(&failure->base);
    failure->base.error_exit = on_error_exit;
    failure->base.emit_message = on_message;
    failure->message = message;
    failure->capacity = capacity;
}

static int check_signature(const uint8_t *data, size_t length, char *message, size_t capacity) {
    if (length < 3 || data[0] != 0xff || data[1] != 0xd8 || data[2] != 0xff) {
        set_message(message, capacity, "not a JPEG signature");
        return CPC_ERROR;
    }
    return CPC_OK;
}

int cpc_jpeg_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                  char *message, size_t capacity) {
    if (check_signature(data, length, message, capacity) != CPC_OK) return CPC_ERROR;
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    prepare(&info, &failure, message, capacity);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return CPC_ERROR;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return CPC_OK;
}

int cpc_jpeg_decode(const uint8_t *data, size_t length, uint32_t width, uint32_t height,
                    uint8_t *pixels, size_t pixels_length, char *message, size_t capacity) {
    if (check_signature(data, length, message, capacity) != CPC_OK) return CPC_ERROR;
    if (width == 0 || height == 0 || (size_t)width * height > pixels_length / 4) {
        set_message(message, capacity, "the pixel buffer does not fit the picture");
        return CPC_ERROR;
    }
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    prepare(&info, &failure, message, capacity);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return CPC_ERROR;
    }
    jpeg_create_decompress(&info);
    // libjpeg's working memory (progressive coefficients) is bounded as the pixels are.
    info.mem->max_memory_to_use = (long)(pixels_length + (64u << 20));
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if (info.image_width != width || info.image_height != height) {
        set_message(message, capacity, "the header changed between reads");
        jpeg_destroy_decompress(&info);
        return CPC_ERROR;
    }
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        set_message(message, capacity, "CMYK JPEG pictures are not supported");
        jpeg_destroy_decompress(&info);
        return CPC_ERROR;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if (info.output_width != width || info.output_height != height || info.output_components != 4) {
        set_message(message, capacity, "unexpected output size");
        jpeg_destroy_decompress(&info);
        return CPC_ERROR;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * width * 4;
        if (jpeg_read_scanlines(&info, &row, 1) != 1) break;
        if (failure.truncated) break;
    }
    if (failure.truncated || info.output_scanline < info.output_height) {
        set_message(message, capacity, "the file ends before the picture does (truncated)");
        jpeg_destroy_decompress(&info);
        return CPC_ERROR;
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return CPC_OK;
}
