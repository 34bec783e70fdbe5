#!/usr/bin/env python3
"""Fails when a product's landing page leaves a public top-level symbol out of its Topics.

DocC lists an uncurated symbol under a generated group without a word of warning; the landing pages group every
symbol by hand, so one added later must be added there too.

Usage: Scripts/check-doc-curation.py CATALOG SYMBOL_GRAPH_DIR
"""

import json
import pathlib
import re
import sys


def main() -> int:
    catalog, graphs = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    module = catalog.stem
    landing = catalog / f"{module}.md"
    text = landing.read_text(encoding="utf-8")
    if "## Topics" not in text:
        print(f"error: {landing} has no Topics section", file=sys.stderr)
        return 1
    topics = text[text.index("## Topics"):]
    curated = set(re.findall(r"``([A-Za-z_][A-Za-z0-9_]*)", topics))
    graph = json.loads((graphs / f"{module}.symbols.json").read_text(encoding="utf-8"))
    public = sorted(
        {
            symbol["pathComponents"][0]
            for symbol in graph["symbols"]
            if len(symbol["pathComponents"]) == 1
            and symbol["accessLevel"] in ("public", "open")
            # A module that re-exports Core also lists Core's symbols; they are curated in Core's catalog.
            and f"Sources/{module}/" in symbol.get("location", {}).get("uri", "")
        }
    )
    missing = [name for name in public if name not in curated]
    for name in missing:
        print(f"error: {landing}: the public symbol {name} is not in the Topics", file=sys.stderr)
    articles = [path.stem for path in catalog.glob("*.md") if path != landing]
    for article in articles:
        if f"<doc:{article}>" not in topics:
            print(f"error: {landing}: the article {article} is not in the Topics", file=sys.stderr)
            missing.append(article)
    print(f"{module}: {len(public)} public symbols and {len(articles)} articles, {len(missing)} not curated")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
