#!/usr/bin/env python3
"""How well `myca scan` reads photographed paper cards: the share of cards whose fields
come back right, per field and per script (Latin, Japanese).

usage: scan_cards.py [--myca PATH] [--jobs N] [--misses] [CARDS_DIR]

CARDS_DIR holds images and the manifest.json that `Tests/Tools/ScanImages.py cards DIR`
writes (made in a temporary folder when not given). A field is right when it equals the
printed one as the end-to-end test compares it (ScanPaperCardsEndToEndTests): email and
web address ignoring case, phones by their digits, names, organization and title ignoring
spaces. --misses prints what was read on every card with a field wrong.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


def digits(text):
    return "".join(c for c in text if c.isascii() and c.isdigit())


def bare(text):
    return "".join(c for c in text if c not in " \u3000")


def fields_right(expected, card):
    emails = [e.get("address", "").lower() for e in card.get("emails", [])]
    phones = [digits(p.get("number", "")) for p in card.get("phones", [])]
    urls = [u.get("url", "").lower() for u in card.get("urls", [])]
    return {
        "email": expected["email"].lower() in emails,
        "phones": all(digits(p) in phones for p in expected["phones"]),
        "url": "https://" + expected["url"].lower() in urls,
        "name": bare(card.get("formattedName", "")) == bare(expected["name"]),
        "organization": bare(card.get("organization", "")) == bare(expected["organization"]),
        "title": bare(card.get("title", "")) == bare(expected["title"]),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--myca", default=".build/debug/myca")
    parser.add_argument("--jobs", default="2")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("cards", nargs="?")
    args = parser.parse_args()
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    folder = args.cards or tempfile.mkdtemp(prefix="myca-cards-")
    if not os.path.exists(os.path.join(folder, "manifest.json")):
        subprocess.run([sys.executable, os.path.join(root, "Tests/Tools/ScanImages.py"), "cards", folder], check=True)
    manifest = json.load(open(os.path.join(folder, "manifest.json"), encoding="utf-8"))
    images = [os.path.join(folder, item["image"]) for item in manifest]
    run = subprocess.run([args.myca, "scan", "--json", "--jobs", args.jobs] + images, capture_output=True, text=True)
    read = {}
    for item in json.loads(run.stdout or "[]"):
        read.setdefault(item["image"], item["card"])
    counts = {}
    for item in manifest:
        path = os.path.join(folder, item["image"])
        card = read.get(path, {})
        right = fields_right(item, card)
        for field, ok in right.items():
            key = (item["script"], field)
            good, total = counts.get(key, (0, 0))
            counts[key] = (good + ok, total + 1)
        if args.misses and not all(right.values()):
            wrong = [f for f, ok in right.items() if not ok]
            print(f"{item['image']}: wrong {', '.join(wrong)}")
            print("   read: " + json.dumps({k: card.get(k) for k in ("formattedName", "organization", "title", "emails", "phones", "urls")},
                                           ensure_ascii=False))
    print(f"{'field':<14}" + "".join(f"{s:>16}" for s in ("latin", "japanese", "all")))
    for field in ("email", "phones", "url", "name", "organization", "title"):
        cells = []
        for scripts in (["latin"], ["japanese"], ["latin", "japanese"]):
            good = sum(counts.get((s, field), (0, 0))[0] for s in scripts)
            total = sum(counts.get((s, field), (0, 0))[1] for s in scripts)
            cells.append(f"{good}/{total} {100 * good / max(total, 1):4.0f} %")
        print(f"{field:<14}" + "".join(f"{c:>16}" for c in cells))


main()
