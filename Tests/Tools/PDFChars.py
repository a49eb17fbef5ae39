"""Reads every character of a PDF the way pdfplumber does, for the card tests (MeishiEndToEndTests).

  python3 Tests/Tools/PDFChars.py FILE

prints a JSON array of pages, each an array of characters in content order:
  {"text": "山", "x0": ..., "x1": ..., "top": ..., "bottom": ..., "baseline": ..., "size": ..., "font": "..."}
positions in points from the page's top left (the baseline is the text matrix's origin), size
in points as pdfplumber reads it from the text matrix. The Swift tests judge the output; this tool only reports.
"""
import json
import sys

import pdfplumber


def main():
    pages = []
    with pdfplumber.open(sys.argv[1]) as pdf:
        for page in pdf.pages:
            pages.append([
                {"text": c["text"], "x0": c["x0"], "x1": c["x1"], "top": c["top"], "bottom": c["bottom"],
                 "baseline": page.height - c["matrix"][5], "size": c["size"], "font": c["fontname"]}
                for c in page.chars
            ])
    json.dump(pages, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
