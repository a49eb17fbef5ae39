/*
 * The floor for `myca batch`: a plain C loop over libqrencode + libpng that
 * writes the same PNGs as myca's PNGRenderer, byte for byte: same payloads
 * (made by `myca batch --format payload`), one 8-bit segment, ECC M, pixels per
 * module, quiet zone, 1-bit greyscale, rows filtered Up, zlib Z_RLE with a 32 KiB
 * window and memory level 4, pHYs (only when DPI > 0, as myca writes it
 * only when a resolution is given). No parsing,
 * no validation, no temporary file + rename: what is left is the irreducible work.
 * bench/run checks with cmp that the files are identical to myca's.
 *
 * usage: floor PAYLOADS OUTDIR SCALE MARGIN DPI
 *   PAYLOADS  file of payloads separated by NUL bytes
 *   output    OUTDIR/1.png, 2.png, … (the payload's position, from 1)
 */
#include <png.h>
#include <qrencode.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int write_png(const QRcode *code, const char *path, int scale, int margin, int dpi)
{
    FILE *fp = fopen(path, "wb");
    if (!fp) return -1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { png_destroy_write_struct(&png, &info); fclose(fp); return -1; }
    int modules = code->width + 2 * margin;
    int px = modules * scale;
    png_init_io(png, fp);
    png_set_filter(png, 0, PNG_FILTER_UP);
    png_set_compression_strategy(png, Z_RLE);
    png_set_compression_level(png, 6);
    png_set_compression_window_bits(png, 15);
    png_set_compression_mem_level(png, 4);
    png_set_IHDR(png, info, px, px, 1, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (dpi > 0) {
        png_uint_32 ppm = (png_uint_32)(dpi / 0.0254 + 0.5);
        png_set_pHYs(png, info, ppm, ppm, PNG_RESOLUTION_METER);
    }
    png_write_info(png, info);
    png_bytep row = malloc((size_t)(px + 7) / 8);
    for (int y = 0; y < modules; y++) {
        memset(row, 0xff, (size_t)(px + 7) / 8);
        int my = y - margin;
        if (my >= 0 && my < code->width) {
            for (int x = 0; x < code->width; x++) {
                if (code->data[my * code->width + x] & 1) {
                    for (int s = 0; s < scale; s++) {
                        int bit = (x + margin) * scale + s;
                        row[bit >> 3] &= (png_byte)~(0x80 >> (bit & 7));
                    }
                }
            }
        }
        for (int s = 0; s < scale; s++) png_write_row(png, row);
    }
    free(row);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return fclose(fp);
}

int main(int argc, char **argv)
{
    if (argc != 6) { fprintf(stderr, "usage: floor PAYLOADS OUTDIR SCALE MARGIN DPI\n"); return 2; }
    FILE *in = fopen(argv[1], "rb");
    if (!in) { perror(argv[1]); return 1; }
    int scale = atoi(argv[3]), margin = atoi(argv[4]), dpi = atoi(argv[5]);
    char *line = NULL; size_t cap = 0; ssize_t n; long count = 0;
    char path[4096];
    while ((n = getdelim(&line, &cap, '\0', in)) > 0) {
        if (line[n - 1] == '\0') n--;
        if (n == 0) continue;
        QRinput *input = QRinput_new2(0, QR_ECLEVEL_M);
        QRinput_append(input, QR_MODE_8, (int)n, (unsigned char *)line);
        QRcode *code = QRcode_encodeInput(input);
        QRinput_free(input);
        if (!code) { fprintf(stderr, "encode failed at %ld\n", count); return 1; }
        count++;
        snprintf(path, sizeof path, "%s/%ld.png", argv[2], count);
        if (write_png(code, path, scale, margin, dpi) != 0) { perror(path); return 1; }
        QRcode_free(code);
    }
    free(line);
    fclose(in);
    fprintf(stderr, "floor: %ld codes\n", count);
    return 0;
}
