#!/usr/bin/env python3
"""What people would write instead of `myca batch`: a segno loop in one Python
process, writing the same PNGs (same payloads, ECC M, byte mode, scale, border, dpi).

usage: segno_loop.py PAYLOADS OUTDIR SCALE MARGIN DPI   (PAYLOADS: NUL-separated)
"""
import os
import sys

import segno


def main() -> None:
    payloads, outdir, scale, margin, dpi = sys.argv[1:6]
    with open(payloads, "rb") as f:
        items = [p for p in f.read().split(b"\0") if p]
    for i, p in enumerate(items, 1):
        qr = segno.make(p.decode("utf-8"), error="m", mode="byte", micro=False,
                        boost_error=False, encoding="utf-8")
        qr.save(os.path.join(outdir, f"{i}.png"), scale=int(scale),
                border=int(margin), dpi=int(dpi))
    print(f"segno: {len(items)} codes", file=sys.stderr)


if __name__ == "__main__":
    main()
