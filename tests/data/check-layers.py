#!/usr/bin/env python3
"""Checks that every file under src/ includes only across the allowed
arrows of the architecture:

    io <- core <- {formats, scoring} <- model <- ui
                  {formats, scoring} <- report <- ui
    io <- core <- dd (double dummy) <- model, report, ui, cli
    io <- core <- scoring <- season (events pooled) <- model, report, ui, cli
    {formats, scoring} <- library (SQLite) <- model, ui, cli
    cli above all but the window (ui) and the model

formats and scoring never include each other; a format's folder
(formats/pbn/ ...) includes only its own headers and those of formats/
itself, and only formats/ itself (the table of formats, the door in)
includes a format's folder, but for the few headers named in OUTSIDE,
each with its reason; libmdb is included in formats/bws/ alone and libxml2 in
formats/usebio/ alone within the engine, and DDS (<dds/dll.h>) in dd/ alone; nothing in the engine includes
GTK, libadwaita, GIO's GTK side, Cairo or Pango.

    check-layers.py SRC [--inject FILE HEADER]

--inject adds '#include "HEADER"' (or HEADER itself, '<gtk/gtk.h>') to FILE (a path below SRC) before
checking, without writing it: the test that the checker itself fails
on a forbidden include.  Prints each violation (file:line: what) and
exits 1 when there is any.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')

# Which layers each layer may include.
ALLOWED = {
    "io": {"io"},
    "core": {"io", "core"},
    "formats": {"io", "core", "formats"},
    "scoring": {"io", "core", "scoring"},
    "dd": {"io", "core", "dd"},
    # The library of events (SQLite): reads results files, names scoring forms.
    "library": {"io", "core", "formats", "scoring", "library"},
    "model": {"io", "core", "formats", "scoring", "dd", "model", "library"},
    "report": {"io", "core", "formats", "scoring", "dd", "report"},
    "ui": {"io", "core", "formats", "scoring", "dd", "model", "report", "ui", "library"},
    "cli": {"io", "core", "formats", "scoring", "dd", "report", "cli", "library"},
}
ENGINE = {"io", "core", "formats", "scoring", "dd", "library"}
# The season (one person across events, the pooling of runs) sits on
# scoring, beside formats, never including it; the layers above may use it.
ALLOWED["season"] = {"io", "core", "scoring", "season"}
for above in ("model", "report", "ui", "cli"):
    ALLOWED[above].add("season")
ENGINE.add("season")
# System headers the engine may not see, and those one folder alone may.
FORBIDDEN_IN_ENGINE = ("gtk/", "gdk/", "adwaita.h", "cairo", "pango", "poppler")
ONLY_IN = {"mdbtools.h": "formats/bws", "libxml/": "formats/usebio", "dds/": "dd",
           "sqlite3.h": "library"}
# A format's headers that other layers may include, and why.
OUTSIDE = {
    # The CSV columns the user maps by hand in the app, and keeps.
    "valet-csv-reader.h": {"model", "ui"},
    # Valet text's two files read by their own paths: valet-cli's
    # --names and --scores.
    "valet-text-reader.h": {"cli"},
}


def layer_and_folder(rel):
    """The layer of a path below src/, and the folder a format's files
    live in (formats/pbn), or None."""
    parts = rel.split(os.sep)
    if parts[0] == "engine":
        layer = parts[1] if len(parts) > 2 else None
        fmt = "/".join(parts[1:3]) if layer == "formats" and len(parts) > 3 else None
        return layer, fmt
    return parts[0], None


def headers_of(src):
    """Every project header by its name, with its layer and format folder."""
    found = {}
    for dirpath, _, files in os.walk(src):
        for f in files:
            if f.endswith(".h"):
                rel = os.path.relpath(os.path.join(dirpath, f), src)
                if f in found:
                    sys.exit(f"check-layers: two headers named {f}: {found[f][2]} and {rel}")
                layer, fmt = layer_and_folder(rel)
                found[f] = (layer, fmt, rel)
    return found


def check_file(rel, lines, headers):
    problems = []
    layer, fmt = layer_and_folder(rel)
    if layer not in ALLOWED:
        return problems
    for n, line in enumerate(lines, 1):
        m = INCLUDE.match(line)
        if not m:
            continue
        quote, name = m.groups()
        where = f"{rel}:{n}"
        if quote == "<":
            if layer in ENGINE and any(name.startswith(x) or x in name
                                       for x in FORBIDDEN_IN_ENGINE):
                problems.append(f"{where}: the engine ({layer}) includes <{name}>")
            for prefix, folder in ONLY_IN.items():
                if name.startswith(prefix) and layer in ENGINE \
                        and not (fmt or layer).startswith(folder):
                    problems.append(f"{where}: <{name}> belongs to {folder} alone")
            continue
        base = os.path.basename(name)
        if base not in headers:
            continue            # config.h, generated headers
        their_layer, their_fmt, their_rel = headers[base]
        if their_layer not in ALLOWED[layer]:
            problems.append(f"{where}: {layer} includes {their_rel} ({their_layer}), "
                            f"across the layers' arrows")
        elif their_fmt is not None and their_fmt != fmt and not (
                layer == "formats" and fmt is None) \
                and layer not in OUTSIDE.get(base, ()):
            problems.append(f"{where}: {fmt or layer} includes {their_rel}, a header of "
                            f"another format's folder")
    return problems


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    src = args[0]
    inject = (args[2], args[3]) if len(args) == 4 and args[1] == "--inject" else None
    headers = headers_of(src)
    problems = []
    files = 0
    for dirpath, _, names in os.walk(src):
        for f in sorted(names):
            if not f.endswith((".c", ".h")):
                continue
            path = os.path.join(dirpath, f)
            rel = os.path.relpath(path, src)
            with open(path, encoding="utf-8", errors="replace") as fh:
                lines = fh.read().split("\n")
            if inject and rel == inject[0]:
                header = inject[1]
                lines.append(f'#include {header}' if header.startswith('<')
                             else f'#include "{header}"')
            problems += check_file(rel, lines, headers)
            files += 1
    for p in problems:
        print(p)
    print(f"{files} files checked, {len(problems)} includes across the layers")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
