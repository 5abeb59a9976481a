#!/usr/bin/env python3
"""Doc-comment coverage of the public API, from the compiler's symbol graphs.

Counts every public or open symbol that our own source declares (types, members, enum
cases, initialisers, protocol requirements, global functions and operators; not members
that a type only inherits or that the compiler synthesises), and whether it carries a
`///` comment. Run by `make doc-coverage`:

    swift package dump-symbol-graph --minimum-access-level public \
        --skip-synthesized-members --skip-inherited-docs
    python3 Scripts/doc-coverage.py [--list] [--under PATH] [MODULE ...]

With no module, the library modules are measured. `--list` prints each undocumented
symbol as file:line (only those under PATH with `--under`).
"""

import argparse
import glob
import json
import os
import sys
from collections import Counter
from urllib.parse import unquote, urlparse

LIBRARY_MODULES = [
    "CollectionDiagnostics",
    "CollectionModel",
    "CollectionCanvas",
    "CollectionPictures",
    "CollectionLayoutSolver",
    "CollectionViews",
    "CollectionControls",
    "CollectionConfigurations",
    "CollectionLayouts",
    "CollectionUI",
    "CollectionTableViews",
    "CollectionDeclarative",
    "CollectionCore",
    "CollectionApplication",
    "CollectionCurses",
    "CollectionTesting",
    "UIKit",
]
PUBLIC = {"public", "open"}


def symbol_graph_dir():
    found = sorted(glob.glob(".build/*/symbolgraph"))
    if not found:
        sys.exit("doc-coverage: no symbol graphs; run `swift package dump-symbol-graph` first")
    return found[0]


def symbols(directory, module):
    """The public symbols of `module` declared in our sources: (kind, path, file, line, documented)."""
    seen = set()
    for path in sorted(glob.glob(os.path.join(directory, f"{module}.symbols.json"))
                       + glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))):
        with open(path) as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in PUBLIC:
                continue
            location = symbol.get("location")
            if not location:
                continue  # synthesised or inherited: nothing in our source to comment
            file = unquote(urlparse(location["uri"]).path)
            if "/Sources/" not in file:
                continue
            key = symbol["identifier"]["precise"]
            if key in seen:
                continue
            seen.add(key)
            comment = symbol.get("docComment", {}).get("lines", [])
            documented = any(line.get("text", "").strip() for line in comment)
            yield (
                symbol["kind"]["displayName"],
                ".".join(symbol["pathComponents"]),
                os.path.relpath(file),
                location["position"]["line"] + 1,
                documented,
            )


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("modules", nargs="*", default=LIBRARY_MODULES)
    parser.add_argument("--list", action="store_true", help="print the undocumented symbols")
    parser.add_argument("--under", default="", help="list only symbols in files under this path")
    arguments = parser.parse_args()

    directory = symbol_graph_dir()
    total_documented = total_count = 0
    missing = []
    kinds = Counter()
    print(f"{'module':<24}{'documented':>12}{'public':>9}{'coverage':>10}")
    for module in arguments.modules:
        rows = list(symbols(directory, module))
        documented = sum(1 for row in rows if row[4])
        total_documented += documented
        total_count += len(rows)
        share = f"{100 * documented / len(rows):.1f}%" if rows else "-"
        print(f"{module:<24}{documented:>12}{len(rows):>9}{share:>10}")
        for kind, name, file, line, has_comment in rows:
            if not has_comment:
                kinds[kind] += 1
                if file.startswith(arguments.under):
                    missing.append((file, line, kind, name))
    share = f"{100 * total_documented / total_count:.1f}%" if total_count else "-"
    print(f"{'all':<24}{total_documented:>12}{total_count:>9}{share:>10}")
    if kinds:
        print("undocumented by kind: " + ", ".join(f"{kind} {count}" for kind, count in kinds.most_common()))
    if arguments.list:
        for file, line, kind, name in sorted(missing):
            print(f"{file}:{line}: {kind} {name}")


if __name__ == "__main__":
    main()
