"""Reads an HTML file the way independent tools do, for the web tests (WebEndToEndTests).

  python3 Tests/Tools/WebPageCheck.py mf2 FILE      mf2py's parse (items, rels) as JSON
  python3 Tests/Tools/WebPageCheck.py mf2-each FILE...   each page's mf2py items, a JSON line each
  python3 Tests/Tools/WebPageCheck.py columns FILE  each line's width in columns (East Asian
      wide and fullwidth characters 2, combining marks and zero-width characters 0), as JSON
  python3 Tests/Tools/WebPageCheck.py markup FILE   what Python's html.parser sees, as JSON:
      elements   [[tag, [[attribute, value], ...]], ...] in document order
      texts      the text nodes (entities decoded), stripped, non-empty ones
      loads      every URL the document would fetch by itself (src, srcset, poster,
                 <link href>, <object data>, url(...) in style, <meta http-equiv=refresh>)
      downloads  [[file name, decoded bytes as text], ...] of <a download href="data:...">
      unclosed   tags opened but never closed (besides the void elements)

The Swift tests judge the output; this tool only reports.
"""
import base64
import json
import re
import sys
import unicodedata
import urllib.parse
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
# Elements of SVG drawn inline whose empty form is written <path .../>.
SELF_CLOSING_SVG = {"path", "rect", "circle", "line"}


class Markup(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.elements, self.texts, self.loads, self.downloads, self.stack = [], [], [], [], []
        self.in_style = False

    def handle_starttag(self, tag, attrs):
        self.record(tag, attrs)
        if tag not in VOID:
            self.stack.append(tag)
        self.in_style = tag == "style"

    def handle_startendtag(self, tag, attrs):
        self.record(tag, attrs)

    def handle_endtag(self, tag):
        if tag in self.stack:
            while self.stack and self.stack.pop() != tag:
                pass
        self.in_style = False

    def handle_data(self, data):
        if self.in_style:
            self.loads += [u for u in re.findall(r"url\(\s*['\"]?([^'\")]*)", data)]
            self.loads += re.findall(r"@import\s+['\"]([^'\"]+)", data)
        elif data.strip():
            self.texts.append(data.strip())

    def record(self, tag, attrs):
        attrs = [[name, value if value is not None else ""] for name, value in attrs]
        self.elements.append([tag, attrs])
        a = dict(attrs)
        for name in ("src", "poster", "background"):
            if name in a:
                self.loads.append(a[name])
        if "srcset" in a:
            self.loads += [part.strip().split(" ")[0] for part in a["srcset"].split(",")]
        if tag == "link" and "href" in a:
            self.loads.append(a["href"])
        if tag == "object" and "data" in a:
            self.loads.append(a["data"])
        if tag == "meta" and a.get("http-equiv", "").lower() == "refresh":
            self.loads.append(a.get("content", ""))
        if "style" in a:
            self.loads += re.findall(r"url\(\s*['\"]?([^'\")]*)", a["style"])
        if tag == "a" and "download" in a and a.get("href", "").startswith("data:"):
            self.downloads.append([a["download"], decode_data_uri(a["href"])])


def decode_data_uri(uri):
    header, _, payload = uri[len("data:"):].partition(",")
    if header.endswith(";base64"):
        raw = base64.b64decode(payload)
    else:
        raw = urllib.parse.unquote_to_bytes(payload)
    return raw.decode("utf-8")


def columns(line):
    width = 0
    for ch in line:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def main():
    mode, path = sys.argv[1], sys.argv[2]
    if mode == "mf2-each":
        # Many pages in one run: one JSON line of items a file, in the order given.
        import mf2py
        for name in sys.argv[2:]:
            with open(name, encoding="utf-8") as f:
                print(json.dumps(mf2py.parse(doc=f.read())["items"], ensure_ascii=False))
        return
    with open(path, encoding="utf-8") as f:
        html = f.read()
    if mode == "mf2":
        import mf2py
        parsed = mf2py.parse(doc=html)
        print(json.dumps({"items": parsed["items"], "rels": parsed.get("rels", {})}, ensure_ascii=False))
    elif mode == "markup":
        parser = Markup()
        parser.feed(html)
        parser.close()
        unclosed = [t for t in parser.stack]
        print(json.dumps({"elements": parser.elements, "texts": parser.texts, "loads": parser.loads,
                          "downloads": parser.downloads, "unclosed": unclosed}, ensure_ascii=False))
    elif mode == "columns":
        print(json.dumps([columns(line) for line in html.split("\n")]))
    else:
        sys.exit("usage: WebPageCheck.py mf2|markup|columns FILE, or mf2-each FILE...")


if __name__ == "__main__":
    main()
