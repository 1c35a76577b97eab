#!/usr/bin/env python3
"""valet-cli --input - reads the results from standard input, in every
format told from the content: the same ranking as from the file.  Valet
text scores on standard input take their names from --names FILE, and
are refused without it; a Bridgemate database is read from its bytes.
Standard input is no file an output could write over: --pdf - is fine.

    check-stdin.py VALET_CLI FORMATS_DATA SAMPLE_DIR WRITE_BWS_FIXTURES
"""
import os
import subprocess
import sys
import tempfile

n = 0
failed = False


def check(ok, what, detail=""):
    global n, failed
    n += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", n, what))
    if not ok:
        failed = True
        for line in str(detail).splitlines()[:20]:
            print("# " + line)


def run(cli, args, stdin_bytes=b""):
    p = subprocess.run([cli] + args, input=stdin_bytes, capture_output=True,
                       env=dict(os.environ, LC_ALL="C", LANGUAGE=""))
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def same_as_file(cli, path, what, extra=()):
    with open(path, "rb") as f:
        data = f.read()
    code_file, out_file, err_file = run(cli, ["--input", path] + list(extra))
    code, out, err = run(cli, ["--input", "-"] + list(extra), data)
    check(code == code_file == 0 and out == out_file and out,
          "%s on standard input ranks as from the file" % what,
          "exit %d (file: %d)\n%s" % (code, code_file, err))


def main():
    cli, formats, sample, write_bws = sys.argv[1:5]
    print("1..10")
    same_as_file(cli, os.path.join(formats, "magic-contest.pbn"), "PBN")
    same_as_file(cli, os.path.join(formats, "usebio-pairs.xml"), "USEBIO")
    same_as_file(cli, os.path.join(formats, "usebio-pairs.xml"), "USEBIO as matchpoints",
                 ["-v", "matchpoints"])

    names = os.path.join(sample, "names.txt")
    with open(os.path.join(sample, "scores.txt"), "rb") as f:
        scores = f.read()
    _, out_dir, _ = run(cli, ["--directory", sample])
    code, out, err = run(cli, ["--input", "-", "--names", names], scores)
    check(code == 0 and out == out_dir,
          "Valet text scores on standard input with --names rank as the folder", err)
    code, out, err = run(cli, ["--input", "-"], scores)
    check(code == 1 and "(standard input)" in err and "--names" in err and not out,
          "Valet text scores on standard input without --names: exit 1, asking for them", err)
    code, out, err = run(cli, ["--input", "-", "--scores", "x.txt"], scores)
    check(code == 2, "--input - with --scores is a bad command line", err)

    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([write_bws, tmp], check=True, capture_output=True)
        same_as_file(cli, os.path.join(tmp, "club.bws"), "a Bridgemate database")

    with open(os.path.join(formats, "magic-contest.pbn"), "rb") as f:
        pbn = f.read()
    code, out, err = run(cli, ["--input", "-", "--pdf", "-"], pbn)
    check(code == 0 and out.startswith(b"%PDF"),
          "--input - --pdf -: the PDF on standard output", err)
    code, out, err = run(cli, ["--input", "-"], b"")
    check(code == 1 and "(standard input): is in a format that cannot be told" in err,
          "nothing on standard input: exit 1, the format cannot be told", err)
    code, out, err = run(cli, ["--input", "-"], b"\x00\x01binary\xff" * 100)
    check(code == 1 and "(standard input)" in err, "binary bytes on standard input: exit 1", err)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
