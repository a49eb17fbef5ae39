"""Makes the images `myca scan` is tested on: QR codes from other generators (qrencode,
segno, python-qrcode) as screenshots and as simulated phone photos (perspective, blur,
noise, uneven light, JPEG), some with two codes. Nothing is drawn by hand.

Usage: ScanImages.py codes OUTDIR CORPUS_DIR
       ScanImages.py cards OUTDIR
       ScanImages.py photograph IMAGE OUT.jpg SEED
Writes the images and OUTDIR/manifest.json: each image's file name and the payloads in it,
or, for paper cards (Latin and Japanese, in several layouts and typefaces, photographed at
phone resolution, some from further away, more askew and more blurred), the fields
printed on it.
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


LATIN_PEOPLE = [
    ("Ana Lima", "Head of Design", "Example Systems Inc.", "ana.lima@example.com", "+1 415 555 0100", "www.example.com"),
    ("Marcus Webb", "Senior Software Engineer", "Northwind Labs", "marcus@northwind.io", "+44 20 7946 0958", "northwind.io"),
    ("Claire Dubois", "Marketing Director", "Lumiere Partners", "c.dubois@lumiere.fr", "+33 1 42 68 53 00", "www.lumiere.fr"),
    ("Jonas Berg", "Product Manager", "Fjord Software GmbH", "jonas.berg@fjord.de", "+49 30 901820", "fjord.de"),
    ("Priya Raman", "Chief Technology Officer", "Cobalt Technologies Ltd", "priya@cobalt.tech", "+91 80 4567 8901", "cobalt.tech"),
    ("David Chen", "Sales Manager", "Harbor Bank", "dchen@harborbank.com", "+1 212 555 0147", "www.harborbank.com"),
    ("Elena Rossi", "Research Scientist", "Istituto Nova", "elena.rossi@nova.it", "+39 06 4991 2345", "nova.it"),
    ("Tom Harris", "Founder & CEO", "Brightpath Studio", "tom@brightpath.studio", "+61 2 9876 5432", "brightpath.studio"),
]
JAPANESE_PEOPLE = [
    ("山田 太郎", "やまだ たろう", "開発部 部長", "株式会社サンプル", "taro.yamada@sample.co.jp", "03-1234-5678", "090-1234-5678", "www.sample.co.jp"),
    ("佐藤 花子", "さとう はなこ", "営業部 主任", "東都商事株式会社", "hanako@toto-shoji.jp", "06-6123-4567", "080-2345-6789", "toto-shoji.jp"),
    ("鈴木 一郎", "すずき いちろう", "代表取締役", "有限会社鈴木工務店", "ichiro@suzuki-koumu.jp", "045-987-6543", "070-3456-7890", "suzuki-koumu.jp"),
    ("高橋 美咲", "たかはし みさき", "デザイナー", "株式会社ミライ", "misaki@mirai.co.jp", "052-222-3333", "090-8765-4321", "mirai.co.jp"),
]
MORE_LATIN_PEOPLE = [
    ("Sofia Martinez-Ortega", "Account Executive", "Solaria Energy Corp.", "sofia.martinez@solaria-energy.com", "+34 91 123 45 67", "www.solaria-energy.com"),
    ("Kwame Mensah", "Operations Lead", "Akwaaba Logistics Ltd", "k.mensah@akwaaba.co.uk", "+44 161 496 0123", "akwaaba.co.uk"),
    ("Lena Vogel", "UX Researcher", "Pixelhaus Design", "lena@pixelhaus.design", "+49 89 2441 7788", "pixelhaus.design"),
    ("Olivia Brown", "Partner", "Brown & Reyes Associates", "olivia.brown@brownreyes.law", "+1 617 555 0199", "www.brownreyes.law"),
]
MORE_JAPANESE_PEOPLE = [
    ("伊藤 健太", "いとう けんた", "システム開発部 エンジニア", "株式会社テクノフロンティア", "kenta.ito@technofrontier.jp", "03-5555-0101", "090-1111-2222", "www.technofrontier.jp"),
    ("渡辺 由美", "わたなべ ゆみ", "広報室 室長", "さくら出版株式会社", "y-watanabe@sakura-pub.co.jp", "011-234-5678", "080-9876-5432", "sakura-pub.co.jp"),
]
LATIN_FONTS = [
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"),
    ("/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf", "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf"),
    ("/usr/share/fonts/opentype/urw-base35/NimbusRoman-Bold.otf", "/usr/share/fonts/opentype/urw-base35/NimbusRoman-Regular.otf"),
    ("/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf", "/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf"),
    ("/usr/share/fonts/opentype/urw-base35/C059-Bold.otf", "/usr/share/fonts/opentype/urw-base35/C059-Roman.otf"),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf"),
    ("/usr/share/fonts/opentype/urw-base35/P052-Bold.otf", "/usr/share/fonts/opentype/urw-base35/P052-Roman.otf"),
]
CJK_FONTS = ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc"]


def card_photo(card, rng, width=None, tilt=6, skew=0.05, blur=(0.6, 1.2)):
    """A printed card photographed: on a table, at an angle, blurred, noisy, as a JPEG
    about as wide as a phone's photo of a card held close (`width`: the card's width in
    the photo, smaller for a card further away; `tilt` degrees at most, `skew` the
    perspective's share of the size)."""
    import numpy
    if width:
        card = card.resize((width, round(card.height * width / card.width)), Image.LANCZOS)
    w, h = card.size
    canvas = Image.new("L", (int(w * 1.3), int(h * 1.4)), rng.randint(60, 110))
    canvas.paste(card.convert("L"), ((canvas.width - w) // 2, (canvas.height - h) // 2))
    canvas = canvas.rotate(rng.uniform(-tilt, tilt), resample=Image.BICUBIC, fillcolor=80)
    cw, ch = canvas.size
    d = skew
    jitter = lambda: rng.uniform(0, d)
    target = [(cw * jitter(), ch * jitter()), (cw * (1 - jitter()), ch * jitter()),
              (cw * (1 - jitter()), ch * (1 - jitter())), (cw * jitter(), ch * (1 - jitter()))]
    canvas = canvas.transform((cw, ch), Image.PERSPECTIVE,
                              perspective_coefficients([(0, 0), (cw, 0), (cw, ch), (0, ch)], target),
                              resample=Image.BICUBIC, fillcolor=80)
    canvas = canvas.filter(ImageFilter.GaussianBlur(rng.uniform(*blur)))
    a = numpy.asarray(canvas, dtype=float)
    gradient = numpy.linspace(0.85, 1.0, a.shape[1])[None, :]
    a = 15 + a * 0.9 * gradient + numpy.random.default_rng(rng.randint(0, 1 << 30)).normal(0, 6, a.shape)
    buffer = io.BytesIO()
    Image.fromarray(numpy.clip(a, 0, 255).astype("uint8")).convert("RGB").save(buffer, "JPEG", quality=rng.randint(70, 88))
    return buffer.getvalue()


def latin_card(person, fonts, layout, rng):
    """A 90×50 mm card at 600 dpi (2126×1181 px) in one of three layouts."""
    from PIL import ImageDraw, ImageFont
    name, title, org, email, phone, web = person
    card = Image.new("RGB", (2126, 1181), "white")
    d = ImageDraw.Draw(card)
    big, small = ImageFont.truetype(fonts[0], 110), ImageFont.truetype(fonts[1], 54)
    mid = ImageFont.truetype(fonts[0], 64)
    contact = [email, "Mobile " + phone, web]
    if layout == 0:  # name top left, organization top right-ish, details bottom left
        d.text((120, 120), org, font=mid, fill="black")
        d.text((120, 420), name, font=big, fill="black")
        d.text((120, 560), title, font=small, fill="black")
        for i, t in enumerate(contact):
            d.text((120, 780 + i * 90), t, font=small, fill="black")
    elif layout == 1:  # centred
        for y, t, f in [(180, name, big), (330, title, small), (430, org, mid)]:
            x = (card.width - d.textlength(t, font=f)) / 2
            d.text((x, y), t, font=f, fill="black")
        for i, t in enumerate(contact):
            x = (card.width - d.textlength(t, font=small)) / 2
            d.text((x, 700 + i * 90), t, font=small, fill="black")
    elif layout == 3:  # right-aligned, labelled one-letter keys, organization at the bottom
        right = lambda t, f: card.width - 120 - d.textlength(t, font=f)
        d.text((right(name, big), 140), name, font=big, fill="black")
        d.text((right(title, small), 290), title, font=small, fill=(70, 70, 70))
        for i, t in enumerate(["T  " + phone, "E  " + email, "W  " + web]):
            d.text((right(t, small), 520 + i * 85), t, font=small, fill="black")
        d.text((120, card.height - 190), org, font=mid, fill=(20, 80, 60))
    elif layout == 4:  # two columns: name and title left, organization and details right of a rule
        d.text((120, 420), name, font=ImageFont.truetype(fonts[0], 96), fill="black")
        d.text((120, 550), title, font=small, fill="black")
        d.line((1180, 200, 1180, 980), fill=(150, 150, 150), width=4)
        d.text((1260, 260), org, font=mid, fill="black")
        for i, t in enumerate(["Tel: " + phone, "Email: " + email, "Web: " + web]):
            d.text((1260, 520 + i * 85), t, font=ImageFont.truetype(fonts[1], 46), fill="black")
    else:  # a coloured band with the organization, details on the right
        d.rectangle((0, 0, 2126, 260), fill=(30, 60, 110))
        d.text((120, 80), org, font=mid, fill="white")
        d.text((120, 400), name, font=big, fill="black")
        d.text((120, 550), title, font=small, fill=(60, 60, 60))
        for i, t in enumerate(contact):
            d.text((1100, 720 + i * 90), t, font=small, fill="black")
    return card


def japanese_card(person, font, layout):
    from PIL import ImageDraw, ImageFont
    name, kana, title, org, email, tel, mobile, web = person
    card = Image.new("RGB", (2126, 1287), "white")  # 91×55 mm
    d = ImageDraw.Draw(card)
    f = lambda size: ImageFont.truetype(font, size, index=0)
    if layout == 2:  # centred name with its reading above, organization and title on top, details in two columns
        centre = lambda t, size, y: d.text(((card.width - d.textlength(t, font=f(size))) / 2, y), t, font=f(size), fill="black")
        centre(org, 62, 100)
        centre(title, 46, 220)
        centre(kana, 38, 380)
        centre(name, 120, 440)
        for i, t in enumerate([f"TEL: {tel}", f"Mobile: {mobile}"]):
            d.text((140, 900 + i * 90), t, font=f(44), fill="black")
        for i, t in enumerate([f"E-mail: {email}", web]):
            d.text((1100, 900 + i * 90), t, font=f(44), fill="black")
        return card
    x = 140 if layout == 0 else 700
    d.text((140, 110), org, font=f(70), fill="black")
    d.text((x, 300), title, font=f(52), fill="black")
    d.text((x, 410), kana, font=f(40), fill="black")
    d.text((x, 470), name, font=f(130), fill="black")
    for i, t in enumerate([f"TEL {tel}", f"携帯 {mobile}", email, web]):
        d.text((140, 820 + i * 95), t, font=f(50), fill="black")
    return card


def cards(out):
    rng = random.Random(55)
    manifest = []
    for index, person in enumerate(LATIN_PEOPLE * 2):
        fonts = LATIN_FONTS[index % len(LATIN_FONTS)]
        layout = index % 3
        name = f"card-latin-{index:02d}.jpg"
        open(os.path.join(out, name), "wb").write(card_photo(latin_card(person, fonts, layout, rng), rng))
        n, t, o, e, p, w = person
        manifest.append({"image": name, "script": "latin", "name": n, "title": t, "organization": o, "email": e,
                         "phones": [p], "url": w})
    for index, person in enumerate(JAPANESE_PEOPLE * 2):
        name = f"card-japanese-{index:02d}.jpg"
        font = CJK_FONTS[index % 2]
        open(os.path.join(out, name), "wb").write(card_photo(japanese_card(person, font, index // len(JAPANESE_PEOPLE)), rng))
        n, k, t, o, e, tel, mob, w = person
        manifest.append({"image": name, "script": "japanese", "name": n.replace(" ", ""), "reading": k, "title": t,
                         "organization": o, "email": e, "phones": [tel, mob], "url": w})
    # Harder cards, apart so that the ones above stay as they were: further away (a card
    # 1,000 to 1,500 pixels wide), more askew and more blurred, in more layouts.
    rng = random.Random(57)
    for index, person in enumerate(LATIN_PEOPLE + MORE_LATIN_PEOPLE):
        fonts = LATIN_FONTS[(index * 3 + 1) % len(LATIN_FONTS)]
        name = f"card-latin-hard-{index:02d}.jpg"
        photo_bytes = card_photo(latin_card(person, fonts, 3 + index % 3 if index % 3 < 2 else index % 3, rng), rng,
                                 width=rng.randint(1000, 1500), tilt=10, skew=0.08, blur=(0.5, 1.4))
        open(os.path.join(out, name), "wb").write(photo_bytes)
        n, t, o, e, p, w = person
        manifest.append({"image": name, "script": "latin", "name": n, "title": t, "organization": o, "email": e,
                         "phones": [p], "url": w})
    for index, person in enumerate(JAPANESE_PEOPLE + MORE_JAPANESE_PEOPLE):
        name = f"card-japanese-hard-{index:02d}.jpg"
        photo_bytes = card_photo(japanese_card(person, CJK_FONTS[(index + 1) % 2], index % 3), rng,
                                 width=rng.randint(1100, 1600), tilt=10, skew=0.08, blur=(0.5, 1.3))
        open(os.path.join(out, name), "wb").write(photo_bytes)
        n, k, t, o, e, tel, mob, w = person
        manifest.append({"image": name, "script": "japanese", "name": n.replace(" ", ""), "reading": k, "title": t,
                         "organization": o, "email": e, "phones": [tel, mob], "url": w})
    json.dump(manifest, open(os.path.join(out, "manifest.json"), "w"), ensure_ascii=False, indent=1)


def main():
    mode, out = sys.argv[1], sys.argv[2]
    if mode == "photograph":
        open(sys.argv[3], "wb").write(card_photo(Image.open(out).convert("RGB"), random.Random(int(sys.argv[4]))))
        return
    if mode == "cards":
        return cards(out)
    corpus = sys.argv[3]
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
