/*
 * The floor for `myca batch`: a plain C loop over libqrencode + libpng that
 * writes the same PNGs as myca's PNGRenderer, byte for byte: same payloads
 * (made by `myca batch --format payload`), one 8-bit segment, ECC M, pixels per
 * module, quiet zone, 1-bit greyscale, pHYs (only when DPI > 0, as myca writes it
 * only when a resolution is given), and the image data deflated by the rules of
 * myca's ScanlineDeflater (Sources/MycaCore/Render/ScanlineDeflater.swift), written
 * here again in C: libpng writes the chunks around it. No parsing, no validation,
 * no temporary file + rename: what is left is the irreducible work.
 * bench/run checks with cmp that the files are identical to myca's.
 *
 * usage: floor PAYLOADS OUTDIR SCALE MARGIN DPI
 *   PAYLOADS  file of payloads separated by NUL bytes
 *   output    OUTDIR/1.png, 2.png, ... (the payload's position, from 1)
 */
#include <png.h>
#include <qrencode.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- ScanlineDeflater, the same rules (see the Swift file for why) ---- */

typedef struct { uint8_t *out; size_t len, cap; uint64_t acc; int nbits; } bitw;

static void bw_byte(bitw *w, uint8_t b) {
    if (w->len == w->cap) { w->cap = w->cap ? 2 * w->cap : 4096; w->out = realloc(w->out, w->cap); }
    w->out[w->len++] = b;
}
static void bw_put(bitw *w, uint32_t value, int count) {
    w->acc |= (uint64_t)value << w->nbits;
    w->nbits += count;
    while (w->nbits >= 8) { bw_byte(w, (uint8_t)w->acc); w->acc >>= 8; w->nbits -= 8; }
}
static void bw_align(bitw *w) { if (w->nbits > 0) bw_put(w, 0, 8 - w->nbits); }

static const uint16_t len_base[29] = {3,4,5,6,7,8,9,10,11,13,15,17,19,23,27,31,35,43,51,59,67,83,99,115,131,163,195,227,258};
static const uint8_t len_extra[29] = {0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0};
static const uint16_t dist_base[30] = {1,2,3,4,5,7,9,13,17,25,33,49,65,97,129,193,257,385,513,769,1025,1537,2049,3073,4097,6145,8193,12289,16385,24577};
static const uint8_t dist_extra[30] = {0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13};
static const uint8_t cl_order[19] = {16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15};

static int len_code(int length) { int c = 28; while (len_base[c] > length) c--; return c; }
static int dist_code(int distance) { int c = 29; while (dist_base[c] > distance) c--; return c; }

/* Huffman code lengths, at most `limit` bits; ties broken by symbol. */
static void huff_lengths(const uint32_t *freq, int n, int limit, uint8_t *len) {
    uint32_t f[288], w[576];
    int sym[288], parent[576], depth[576];
    for (int s = 0; s < n; s++) { f[s] = freq[s]; len[s] = 0; }
    for (;;) {
        int nl = 0;
        for (int s = 0; s < n; s++) {
            if (!f[s]) continue;
            int i = nl++;
            while (i > 0 && f[sym[i - 1]] > f[s]) { sym[i] = sym[i - 1]; i--; }
            sym[i] = s;
        }
        if (nl == 1) { len[sym[0]] = 1; return; }
        for (int i = 0; i < nl; i++) w[i] = f[sym[i]];
        int li = 0, ii = nl, next = nl;
        for (int k = 0; k < nl - 1; k++) {
            int pick[2];
            for (int j = 0; j < 2; j++)
                pick[j] = (li < nl && (ii >= next || w[li] <= w[ii])) ? li++ : ii++;
            w[next] = w[pick[0]] + w[pick[1]];
            parent[pick[0]] = parent[pick[1]] = next++;
        }
        depth[next - 1] = 0;
        int max = 0;
        for (int i = next - 2; i >= 0; i--) {
            depth[i] = depth[parent[i]] + 1;
            if (depth[i] > max) max = depth[i];
        }
        if (max <= limit) {
            for (int i = 0; i < nl; i++) len[sym[i]] = (uint8_t)depth[i];
            return;
        }
        for (int s = 0; s < n; s++) if (f[s]) f[s] = (f[s] + 1) >> 1;
    }
}

/* Canonical codes, bit-reversed for an LSB-first stream. */
static void huff_codes(const uint8_t *len, int n, uint16_t *code) {
    int count[16] = {0}, next[16];
    for (int s = 0; s < n; s++) count[len[s]]++;
    count[0] = 0;
    int c = 0;
    for (int b = 1; b < 16; b++) { c = (c + count[b - 1]) << 1; next[b] = c; }
    for (int s = 0; s < n; s++) {
        if (!len[s]) { code[s] = 0; continue; }
        int v = next[len[s]]++, r = 0;
        for (int b = 0; b < len[s]; b++) { r = (r << 1) | (v & 1); v >>= 1; }
        code[s] = (uint16_t)r;
    }
}

static void at_least_two(uint32_t *freq, int n) {
    int used = 0;
    for (int s = 0; s < n; s++) used += freq[s] != 0;
    for (int s = 0; s < n && used < 2; s++) if (!freq[s]) { freq[s] = 1; used++; }
}

#define MATCH 0x80000000u
static void write_block(bitw *w, const uint32_t *tok, int ntok, int final) {
    uint32_t lf[286] = {0}, df[30] = {0}, cf[19] = {0};
    for (int i = 0; i < ntok; i++) {
        uint32_t t = tok[i];
        if (t & MATCH) { lf[257 + len_code((t >> 16) & 0x1ff)]++; df[dist_code(t & 0xffff)]++; }
        else lf[t]++;
    }
    lf[256]++;
    at_least_two(lf, 286);
    at_least_two(df, 30);
    uint8_t ll[286], dl[30], cl[19], lens[316];
    uint16_t lc[286], dc[30], cc[19];
    huff_lengths(lf, 286, 15, ll);
    huff_lengths(df, 30, 15, dl);
    int hlit = 286; while (hlit > 257 && !ll[hlit - 1]) hlit--;
    int hdist = 30; while (hdist > 1 && !dl[hdist - 1]) hdist--;
    memcpy(lens, ll, hlit); memcpy(lens + hlit, dl, hdist);
    int total = hlit + hdist;
    uint8_t rs[316], rx[316]; int nr = 0;
    for (int i = 0; i < total;) {
        int v = lens[i], r = 1;
        while (i + r < total && lens[i + r] == v) r++;
        i += r;
        if (v == 0) {
            while (r >= 11) { int k = r < 138 ? r : 138; rs[nr] = 18; rx[nr++] = (uint8_t)(k - 11); r -= k; }
            if (r >= 3) { rs[nr] = 17; rx[nr++] = (uint8_t)(r - 3); r = 0; }
        } else {
            rs[nr] = (uint8_t)v; rx[nr++] = 0; r--;
            while (r >= 3) { int k = r < 6 ? r : 6; rs[nr] = 16; rx[nr++] = (uint8_t)(k - 3); r -= k; }
        }
        while (r-- > 0) { rs[nr] = (uint8_t)v; rx[nr++] = 0; }
    }
    for (int i = 0; i < nr; i++) cf[rs[i]]++;
    at_least_two(cf, 19);
    huff_lengths(cf, 19, 7, cl);
    int hclen = 19; while (hclen > 4 && !cl[cl_order[hclen - 1]]) hclen--;
    huff_codes(ll, 286, lc); huff_codes(dl, 30, dc); huff_codes(cl, 19, cc);
    bw_put(w, final ? 1 : 0, 1); bw_put(w, 2, 2);
    bw_put(w, hlit - 257, 5); bw_put(w, hdist - 1, 5); bw_put(w, hclen - 4, 4);
    for (int i = 0; i < hclen; i++) bw_put(w, cl[cl_order[i]], 3);
    for (int i = 0; i < nr; i++) {
        bw_put(w, cc[rs[i]], cl[rs[i]]);
        if (rs[i] == 16) bw_put(w, rx[i], 2);
        else if (rs[i] == 17) bw_put(w, rx[i], 3);
        else if (rs[i] == 18) bw_put(w, rx[i], 7);
    }
    for (int i = 0; i < ntok; i++) {
        uint32_t t = tok[i];
        if (t & MATCH) {
            int length = (t >> 16) & 0x1ff, distance = t & 0xffff;
            int c = len_code(length), d = dist_code(distance);
            bw_put(w, lc[257 + c], ll[257 + c]);
            if (len_extra[c]) bw_put(w, length - len_base[c], len_extra[c]);
            bw_put(w, dc[d], dl[d]);
            if (dist_extra[d]) bw_put(w, distance - dist_base[d], dist_extra[d]);
        } else {
            bw_put(w, lc[t], ll[t]);
        }
    }
    bw_put(w, lc[256], ll[256]);
}


#define MIN_RUN 5
#define BLOCK_TOKENS 16384
typedef struct {
    bitw w;
    uint32_t tok[BLOCK_TOKENS];
    int ntok, n;               /* tokens in the block; line length */
    uint8_t *pending;          /* the line waiting for its successor */
    int times, start;          /* its copies; bytes of it the copy before wrote */
    uint64_t a, b;             /* Adler-32 */
} deflater;

static void sd_token(deflater *z, uint32_t t) {
    z->tok[z->ntok++] = t;
    if (z->ntok == BLOCK_TOKENS) { write_block(&z->w, z->tok, z->ntok, 0); z->ntok = 0; }
}
static void sd_copy(deflater *z, int length, int distance) {
    while (length > 0) {
        int k = length < 258 ? length : 258;
        if (length - k > 0 && length - k < 3) k = length - 3;
        sd_token(z, MATCH | (uint32_t)k << 16 | (uint32_t)distance);
        length -= k;
    }
}
static void sd_adler(deflater *z, const uint8_t *line, int times) {
    const uint64_t m = 65521;
    uint64_t n = (uint64_t)z->n, s = 0, t = 0;
    for (int i = 0; i < z->n; i++) { s += line[i]; t += (n - (uint64_t)i) * line[i]; }
    s %= m; t %= m;
    uint64_t k = (uint64_t)times % m, pairs = ((uint64_t)times * (uint64_t)(times - 1) / 2) % m, a = z->a;
    z->a = (a + k * s) % m;
    z->b = (z->b + (k * (n % m) % m) * a % m + (n % m) * s % m * pairs % m + k * t % m) % m;
}
static void sd_emit(deflater *z, const uint8_t *next) {
    const uint8_t *line = z->pending;
    int n = z->n, prefix = 0;
    sd_adler(z, line, z->times);
    for (int i = z->start; i < n;) {
        int j = i + 1;
        while (j < n && line[j] == line[i]) j++;
        sd_token(z, line[i]);
        int run = j - i - 1;
        if (run >= MIN_RUN) sd_copy(z, run, 1);
        else while (run-- > 0) sd_token(z, line[i]);
        i = j;
    }
    if (next) while (prefix < n && next[prefix] == line[prefix]) prefix++;
    int rest = (z->times - 1) * n + prefix;
    if (rest >= 3) sd_copy(z, rest, n);
    else { for (int k = 1; k < z->times; k++) for (int i = 0; i < n; i++) sd_token(z, line[i]); prefix = 0; }
    z->start = prefix;
}
static void sd_init(deflater *z, int n) {
    z->w.len = 0; z->w.acc = 0; z->w.nbits = 0;  /* the output buffer is kept */
    z->ntok = 0; z->n = n; z->times = 0; z->start = 0; z->a = 1; z->b = 0;
    z->pending = malloc((size_t)n);
    bw_byte(&z->w, 0x78); bw_byte(&z->w, 0x01);
}
static void sd_append(deflater *z, const uint8_t *line, int times) {
    if (z->times > 0) {
        if (memcmp(line, z->pending, (size_t)z->n) == 0) { z->times += times; return; }
        sd_emit(z, line);
    }
    memcpy(z->pending, line, (size_t)z->n);
    z->times = times;
}
static void sd_finish(deflater *z) {
    if (z->times > 0) sd_emit(z, NULL);
    write_block(&z->w, z->tok, z->ntok, 1);
    bw_align(&z->w);
    uint32_t adler = (uint32_t)z->b << 16 | (uint32_t)z->a;
    for (int i = 3; i >= 0; i--) bw_byte(&z->w, (uint8_t)(adler >> (8 * i)));
    free(z->pending);
}

/* ---- the floor ---- */

static deflater Z;

static int write_png(const QRcode *code, const char *path, int scale, int margin, int dpi)
{
    FILE *fp = fopen(path, "wb");
    if (!fp) return -1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { png_destroy_write_struct(&png, &info); fclose(fp); return -1; }
    int modules = code->width + 2 * margin;
    int px = modules * scale;
    int n = 1 + (px + 7) / 8;
    png_init_io(png, fp);
    png_set_IHDR(png, info, px, px, 1, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (dpi > 0) {
        png_uint_32 ppm = (png_uint_32)(dpi / 0.0254 + 0.5);
        png_set_pHYs(png, info, ppm, ppm, PNG_RESOLUTION_METER);
    }
    png_write_info(png, info);
    png_bytep row = malloc((size_t)n);
    sd_init(&Z, n);
    for (int y = 0; y < modules; y++) {
        row[0] = 0;  /* filter type None */
        memset(row + 1, 0xff, (size_t)n - 1);
        if (px % 8) row[n - 1] = (png_byte)(0xff << (8 - px % 8));  /* padding bits 0, as myca */
        int my = y - margin;
        if (my >= 0 && my < code->width) {
            for (int x = 0; x < code->width; x++) {
                if (code->data[my * code->width + x] & 1) {
                    for (int s = 0; s < scale; s++) {
                        int bit = (x + margin) * scale + s;
                        row[1 + (bit >> 3)] &= (png_byte)~(0x80 >> (bit & 7));
                    }
                }
            }
        }
        sd_append(&Z, row, scale);
    }
    free(row);
    sd_finish(&Z);
    png_write_chunk(png, (png_const_bytep)"IDAT", Z.w.out, Z.w.len);
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
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
        /* As myca does by default: an ECI header saying UTF-8 when the payload is not ASCII. */
        int ascii = 1;
        for (ssize_t i = 0; i < n; i++) if ((unsigned char)line[i] >= 0x80) { ascii = 0; break; }
        if (!ascii) QRinput_appendECIheader(input, 26);
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
