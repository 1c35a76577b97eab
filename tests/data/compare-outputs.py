#!/usr/bin/env python3
"""Runs two builds of valet-cli over the same inputs and options and says
where anything they write differs: standard output, standard error, exit
status and every file written (the workbook unzipped, its timestamps
aside; the PDF as pdftotext reads it; the web site file by file).

    compare-outputs.py OLD_CLI NEW_CLI [--shared DIR] [--quick] [--keep DIR]

The inputs: every conformance case with each of its option sets, with
and without --compat 1.1 (../shared/conformance); every results file in
../shared/realworld, tests/fixtures and tests/formats/data through
imps, matchpoints and datum, the tableau, --save-as valet|pbn|csv and
the reports; and a fixed corpus of mutated inputs made from the
fixtures with a fixed seed.  --quick takes every fifth case.

Prints one line per difference and closes with "N identical, N differ";
exit status 1 when anything differs.  A change that should not change
any output (a move of code, a new layout) is shown so.
"""
import argparse
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

# The time a report was made, as the reports print it.
STAMP = re.compile(rb"\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?( [+-]\d{4})?")
TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def conformance_runs(shared, quick):
    cases = os.path.join(shared, "conformance")
    if not os.path.isdir(cases):
        return []
    runs = []
    for case in sorted(os.listdir(cases)):
        d = os.path.join(cases, case)
        for f in sorted(os.listdir(d)):
            if not f.endswith(".args"):
                continue
            with open(os.path.join(d, f)) as fh:
                opts = fh.read().split()
            for compat in ([], ["--compat", "1.1"]):
                # The tableau goes into the run's own folder.
                o = ["{OUT}/" + opts[i] if i > 0 and opts[i - 1] == "--tableau" else opts[i]
                     for i in range(len(opts))]
                runs.append((f"conformance/{case}/{f[:-5]}{'-compat' if compat else ''}",
                             ["--directory", d] + compat + o))
    return runs[::5] if quick else runs


def input_files(shared):
    found = []
    for root in (os.path.join(shared, "realworld"), os.path.join(TOP, "tests", "formats", "data")):
        if not os.path.isdir(root):
            continue
        for dirpath, _, files in os.walk(root):
            for f in sorted(files):
                if f.split(".")[-1].lower() in ("pbn", "xml", "bws", "csv"):
                    found.append(os.path.join(dirpath, f))
    fixtures = os.path.join(TOP, "tests", "fixtures")
    for d in sorted(os.listdir(fixtures)):
        if os.path.isfile(os.path.join(fixtures, d, "scores.txt")):
            found.append(os.path.join(fixtures, d))
    return sorted(found)


def input_args(path):
    return ["--directory", path] if os.path.isdir(path) else ["--input", path]


def file_runs(shared, quick):
    runs = []
    files = input_files(shared)
    if quick:
        files = files[::5]
    for path in files:
        name = os.path.relpath(path, os.path.dirname(os.path.dirname(path)))
        a = input_args(path)
        for v in ("imps", "matchpoints", "datum"):
            runs.append((f"file/{name}/{v}", a + ["--keep-going", "-v", v, "--lead",
                                                   "--tableau", "{OUT}/tableau.txt"]))
        for fmt in ("valet", "pbn", "csv"):
            target = "{OUT}/saved" + ("" if fmt == "valet" else "." + fmt)
            runs.append((f"file/{name}/save-{fmt}", a + ["--keep-going", "--save-as", fmt, target]))
        runs.append((f"file/{name}/reports", a + ["--keep-going", "--xlsx", "{OUT}/r.xlsx",
                                                  "--pdf", "{OUT}/r.pdf", "--html", "{OUT}/site",
                                                  "--title", "Same title"]))
    return runs


def mutate(data, rnd):
    data = bytearray(data)
    for _ in range(rnd.randint(1, 8)):
        kind = rnd.randrange(5)
        at = rnd.randrange(max(1, len(data)))
        if kind == 0 and data:
            data[at] = rnd.randrange(256)
        elif kind == 1:
            data[at:at] = bytes(rnd.choice([b"|", b"\n", b"\x00", b"X", b"-", b"99", b"\xff",
                                            b"<", b"]", b"\""]))
        elif kind == 2 and data:
            del data[at:at + rnd.randint(1, 40)]
        elif kind == 3:
            line_start = data.rfind(b"\n", 0, at) + 1
            line_end = data.find(b"\n", at)
            if line_end > line_start:
                data[line_end:line_end] = b"\n" + data[line_start:line_end]
        else:
            data = data[:at]
    return bytes(data)


def mutated_runs(scratch, quick):
    """A corpus made again on every run, the same bytes each time."""
    rnd = random.Random(20261127)
    seeds = []
    formats = os.path.join(TOP, "tests", "formats", "data")
    for f in sorted(os.listdir(formats)):
        if f.split(".")[-1] in ("pbn", "xml", "csv"):
            seeds.append(os.path.join(formats, f))
    text = os.path.join(TOP, "tests", "fixtures", "examples-1", "scores.txt")
    names = os.path.join(TOP, "tests", "fixtures", "examples-1", "names.txt")
    corpus = os.path.join(scratch, "corpus")
    os.makedirs(corpus, exist_ok=True)
    runs = []
    count = 40 if quick else 200
    for i in range(count):
        seed = seeds[i % len(seeds)] if i % 4 else text
        with open(seed, "rb") as fh:
            data = mutate(fh.read(), rnd)
        if seed == text:
            d = os.path.join(corpus, f"m{i:03}")
            os.makedirs(d, exist_ok=True)
            shutil.copy(names, os.path.join(d, "names.txt"))
            with open(os.path.join(d, "scores.txt"), "wb") as fh:
                fh.write(data)
            a = ["--directory", d]
        else:
            p = os.path.join(corpus, f"m{i:03}{os.path.splitext(seed)[1]}")
            with open(p, "wb") as fh:
                fh.write(data)
            a = ["--input", p]
        runs.append((f"mutated/m{i:03}", a + ["--keep-going", "--tableau", "{OUT}/tableau.txt"]))
        runs.append((f"mutated/m{i:03}-strict", a + ["--strict"]))
    return runs


def digest_xlsx(path):
    out = []
    try:
        with zipfile.ZipFile(path) as z:
            for info in sorted(z.infolist(), key=lambda i: i.filename):
                data = z.read(info.filename)
                if info.filename == "docProps/core.xml":
                    data = re.sub(rb"<dcterms:(created|modified)[^<]*</dcterms:\w+>", b"", data)
                data = STAMP.sub(b"{TIME}", data)
                out.append(f"{info.filename} {hashlib.sha256(data).hexdigest()}")
    except zipfile.BadZipFile:
        out.append("bad zip " + hashlib.sha256(open(path, "rb").read()).hexdigest())
    return "\n".join(out)


def digest_pdf(path):
    r = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True)
    return hashlib.sha256(STAMP.sub(b"{TIME}", r.stdout)).hexdigest() + f" rc={r.returncode}"


def digest_tree(out, scratch_names):
    lines = []
    for dirpath, dirs, files in os.walk(out):
        dirs.sort()
        for f in sorted(files):
            p = os.path.join(dirpath, f)
            rel = os.path.relpath(p, out)
            if f.endswith(".xlsx"):
                d = digest_xlsx(p)
            elif f.endswith(".pdf"):
                d = digest_pdf(p)
            else:
                with open(p, "rb") as fh:
                    data = fh.read()
                for s in scratch_names:
                    data = data.replace(s.encode(), b"{OUT}")
                # A text save's two files share a new id each time.
                data = re.sub(rb"^# valet save [0-9a-f-]+", b"# valet save ID", data)
                data = STAMP.sub(b"{TIME}", data)
                d = hashlib.sha256(data).hexdigest()
            lines.append(f"{rel}: {d}")
    return "\n".join(lines)


def run_one(cli, args, out):
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    argv = [cli] + [a.replace("{OUT}", out) for a in args]
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="", TZ="UTC")
    try:
        r = subprocess.run(argv, capture_output=True, timeout=300, env=env)
        stdout, stderr, rc = r.stdout, r.stderr, r.returncode
    except subprocess.TimeoutExpired:
        stdout, stderr, rc = b"", b"", "timeout"
    stdout = stdout.replace(out.encode(), b"{OUT}")
    stderr = stderr.replace(out.encode(), b"{OUT}").replace(cli.encode(), b"{CLI}")
    prog = os.path.basename(cli).encode()
    stderr = stderr.replace(prog + b":", b"{CLI}:")
    # The workbook, the PDF and the site as their own digests.
    if stdout.startswith(b"PK"):
        tmp = os.path.join(out, "stdout.xlsx")
        with open(tmp, "wb") as fh:
            fh.write(stdout)
        stdout = digest_xlsx(tmp).encode()
        os.unlink(tmp)
    return {"stdout": stdout, "stderr": stderr, "rc": rc, "files": digest_tree(out, [out])}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--shared", default=os.path.join(TOP, "..", "shared"))
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--keep", help="a folder to keep each differing run's outputs in")
    opts = ap.parse_args()
    scratch = tempfile.mkdtemp(prefix="valet-compare-")
    try:
        runs = (conformance_runs(opts.shared, opts.quick) + file_runs(opts.shared, opts.quick)
                + mutated_runs(scratch, opts.quick))
        same = differ = 0
        counts = {}
        for name, args in runs:
            out = os.path.join(scratch, "out")
            a = run_one(os.path.abspath(opts.old), args, out)
            b = run_one(os.path.abspath(opts.new), args, out)
            kind = name.split("/")[0]
            counts.setdefault(kind, [0, 0])
            diffs = [k for k in ("rc", "stdout", "stderr", "files") if a[k] != b[k]]
            if diffs:
                differ += 1
                counts[kind][1] += 1
                print(f"DIFF {name}: {', '.join(diffs)}")
                if opts.keep:
                    d = os.path.join(opts.keep, name.replace("/", "_"))
                    os.makedirs(d, exist_ok=True)
                    for side, res in (("old", a), ("new", b)):
                        for k in ("stdout", "stderr"):
                            with open(os.path.join(d, f"{side}.{k}"), "wb") as fh:
                                fh.write(res[k])
                        with open(os.path.join(d, f"{side}.files"), "w") as fh:
                            fh.write(f"rc={res['rc']}\n{res['files']}\n")
            else:
                same += 1
                counts[kind][0] += 1
        for kind, (s, d) in sorted(counts.items()):
            print(f"{kind}: {s} identical, {d} differ")
        print(f"{same} identical, {differ} differ")
        return 1 if differ else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
