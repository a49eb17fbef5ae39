"""Makes the images `myca scan` is tested on: QR codes from other generators (qrencode,
segno, python-qrcode) as screenshots and as simulated phone photos (perspective, blur,
noise, uneven light, JPEG), some with two codes. Nothing is drawn by hand.

Usage: ScanImages.py codes OUTDIR CORPUS_DIR
Writes the images and OUTDIR/manifest.json: each image's file name and the payloads in it.
"""
import io
import json
import os
import random
import subprocess
import sys

import qrcode
import segno
from PIL import Image, ImageFilter

CORPUS_FILES = [
    ("ezvcard-rfc6350-example.vcf", "vCard 4.0"),
    ("ezvcard-issue114.vcf", "vCard 4.0"),
    ("ezvcard-gmail-single.vcf", "vCard 3.0"),
    ("ezvcard-John_Doe_GMAIL.vcf", "vCard 3.0"),
    ("ezvcard-outlook-2003.vcf", "vCard 2.1"),
]

PAYLOADS = [
    ("MECARD", "MECARD:N:Tanaka,Hanako;SOUND:たなか,はなこ;TEL:+81-90-1234-5678;EMAIL:hanako@example.jp;ORG:Example K.K.;TITLE:Engineer;URL:https://example.jp/hanako;;"),
    ("MECARD", "MECARD:N:Owen,Sean;TEL:+1 415 555 0100;EMAIL:sean@example.com;NOTE:Met at the meetup\\, 2026;;"),
    ("BIZCARD", "BIZCARD:N:Sean;X:Owen;T:Software Engineer;C:Example Inc.;B:+1 415 555 0101;M:+1 415 555 0102;F:+1 415 555 0103;E:sean.owen@example.com;;"),
    ("MATMSG", "MATMSG:TO:events@example.org;SUB:Hello;BODY:From the badge;;"),
    ("tel", "tel:+44-20-7946-0958"),
    ("mailto", "mailto:ana.lima@example.com?subject=Hi"),
    ("URL", "https://example.com/people/ana-lima"),
]


def code_image(text, generator, scale=6):
    """The code of `text` as a gray PIL image, from the named generator."""
    if generator == "qrencode":
        out = subprocess.run(["qrencode", "-8", "-l", "M", "-s", str(scale), "-m", "4", "-o", "-"],
                             input=text.encode("utf-8"), capture_output=True, check=True).stdout
        return Image.open(io.BytesIO(out)).convert("RGBA").convert("L")
    if generator == "segno":
        buffer = io.BytesIO()
        segno.make(text, error="m", micro=False).save(buffer, kind="png", scale=scale, border=4)
        return Image.open(io.BytesIO(buffer.getvalue())).convert("L")
    q = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, box_size=scale, border=4)
    q.add_data(text.encode("utf-8"))
    q.make(fit=True)
    return q.make_image(fill_color="black", back_color="white").get_image().convert("L")


def screenshot(codes, width=1080):
    """A phone screenshot: a light background with the codes one above the other."""
    height = sum(c.height for c in codes) + 120 * (len(codes) + 1)
    page = Image.new("RGB", (max(width, max(c.width for c in codes) + 80), height), (246, 246, 250))
    y = 120
    for c in codes:
        page.paste(c.convert("RGB"), ((page.width - c.width) // 2, y))
        y += c.height + 120
    return page


def perspective_coefficients(source, target):
    """The 8 coefficients PIL's perspective transform takes to map `target` to `source`."""
    import numpy
    rows = []
    for (x, y), (u, v) in zip(target, source):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = numpy.array(rows, dtype=float)
    b = numpy.array(source, dtype=float).reshape(8)
    return list(numpy.linalg.solve(a, b))


def photo(codes, rng):
    """A phone photo of the codes on paper: placed on a textured background, turned, seen
    at an angle, blurred, with noise and uneven light, saved as a JPEG."""
    page = screenshot(codes, width=900).convert("L")
    w, h = page.size
    canvas = Image.new("L", (int(w * 1.5), int(h * 1.4)), 150)
    canvas.paste(page, ((canvas.width - w) // 2, (canvas.height - h) // 2))
    canvas = canvas.rotate(rng.uniform(-20, 20), resample=Image.BICUBIC, fillcolor=150)
    cw, ch = canvas.size
    d = 0.08
    jitter = lambda: rng.uniform(0, d)
    target = [(cw * jitter(), ch * jitter()), (cw * (1 - jitter()), ch * jitter()),
              (cw * (1 - jitter()), ch * (1 - jitter())), (cw * jitter(), ch * (1 - jitter()))]
    corners = [(0, 0), (cw, 0), (cw, ch), (0, ch)]
    canvas = canvas.transform((cw, ch), Image.PERSPECTIVE, perspective_coefficients(corners, target),
                              resample=Image.BICUBIC, fillcolor=150)
    canvas = canvas.filter(ImageFilter.GaussianBlur(rng.uniform(0.8, 1.6)))
    # Uneven light: a gradient from one side, and the contrast of a dim room.
    import numpy
    a = numpy.asarray(canvas, dtype=float)
    gradient = numpy.linspace(0.75, 1.05, a.shape[1])[None, :]
    a = 40 + a * 0.7 * gradient + numpy.random.default_rng(rng.randint(0, 1 << 30)).normal(0, 7, a.shape)
    rgb = Image.fromarray(numpy.clip(a, 0, 255).astype("uint8")).convert("RGB")
    buffer = io.BytesIO()
    rgb.save(buffer, "JPEG", quality=rng.randint(60, 85))
    return buffer.getvalue()


def main():
    mode, out, corpus = sys.argv[1], sys.argv[2], sys.argv[3]
    assert mode == "codes"
    rng = random.Random(44)
    payloads = list(PAYLOADS)
    for name, kind in CORPUS_FILES:
        text = open(os.path.join(corpus, name), encoding="utf-8", errors="replace").read()
        payloads.append((kind, text))
    generators = ["qrencode", "segno", "qrcode"]
    manifest = []
    for index, (kind, text) in enumerate(payloads):
        generator = generators[index % 3]
        code = code_image(text, generator)
        name = f"shot-{index:02d}-{generator}.png"
        screenshot([code]).save(os.path.join(out, name))
        manifest.append({"image": name, "payloads": [text], "kinds": [kind]})
        if len(text.encode("utf-8")) <= 1000:
            name = f"photo-{index:02d}-{generator}.jpg"
            big = code_image(text, generator, scale=8)
            open(os.path.join(out, name), "wb").write(photo([big], rng))
            manifest.append({"image": name, "payloads": [text], "kinds": [kind]})
    # Two codes in one image, from two generators.
    for index in range(0, 7, 2):
        (k1, t1), (k2, t2) = payloads[index], payloads[index + 1]
        pair = [code_image(t1, generators[index % 3]), code_image(t2, generators[(index + 1) % 3])]
        name = f"two-{index:02d}.png"
        screenshot(pair).save(os.path.join(out, name))
        manifest.append({"image": name, "payloads": [t1, t2], "kinds": [k1, k2]})
        name = f"two-photo-{index:02d}.jpg"
        open(os.path.join(out, name), "wb").write(photo([code_image(t1, "segno", 7), code_image(t2, "qrcode", 7)], rng))
        manifest.append({"image": name, "payloads": [t1, t2], "kinds": [k1, k2]})
    json.dump(manifest, open(os.path.join(out, "manifest.json"), "w"), ensure_ascii=False, indent=1)


main()
