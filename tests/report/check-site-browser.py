#!/usr/bin/env python3
# check-site-browser.py: the web site as a browser lays it out.
#
# valet-cli --html writes the site of a tournament; headless Chromium
# then opens its index:
#  - at 390 px wide (a phone), the rank, the players and the score of
#    the ranking's rows are within the viewport, the page does not
#    scroll sideways, and the glossary of the columns is shown;
#  - at 1280 px, the folded columns are shown too;
#  - printed to PDF (A4 upright), every ranked pair is on the pages, with
#    the headings of the printed columns.
#
# Arguments: VALET_CLI RESULTS_DIR CHROMIUM PDFTOTEXT ("" for a tool that
# is missing: the test is then skipped, exit status 77).

import json
import os
import re
import subprocess
import sys
import tempfile

SKIP = 77


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


# What the page measures once laid out: where the first rows' cells are,
# how wide the viewport and the page are, how many of the folded columns
# show, and the glossary.
PROBE = """(() => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, width: r.width }; };
  const table = document.querySelector('table.ranking');
  const rows = Array.from(table.tBodies[0].rows).slice(0, 5);
  const shown = (el) => getComputedStyle(el).display !== 'none';
  const glossary = document.querySelector('.glossary');
  return {
    viewport: document.documentElement.clientWidth,
    page: document.documentElement.scrollWidth,
    rows: rows.map((row) => ({
      rank: box(row.cells[0]),
      players: box(row.querySelector('td.text')),
      score: box(row.querySelector('td.score')),
    })),
    more: Array.from(table.querySelectorAll('tbody tr:first-child td.more')).filter(shown).length,
    glossary: glossary ? { open: glossary.open, height: glossary.getBoundingClientRect().height,
                           terms: glossary.querySelectorAll('dt').length } : null,
  };
})()"""


class Browser:
    """Headless Chromium driven through its DevTools protocol on a pipe
    (file descriptors 3 and 4): a page of the width asked for (a
    window is at least 500 px wide; the page's metrics are set)."""

    def __init__(self, chromium):
        to_chromium, self.commands = os.pipe()
        self.replies, from_chromium = os.pipe()

        def child_fds():
            # A pipe's end may be 3 or 4 already, where dup2 leaves it
            # closed on exec: said inheritable either way.
            os.dup2(to_chromium, 3)
            os.dup2(from_chromium, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--disable-gpu", "--no-sandbox",
             "--hide-scrollbars", "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=child_fds, close_fds=False)
        os.close(to_chromium)
        os.close(from_chromium)
        self.buffer = b""
        self.next_id = 0
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target,
                                 flatten=True)["sessionId"]
        self.call("Page.enable", session=True)

    def message(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.replies, 65536)
            if not chunk:
                fail("Chromium closed its DevTools pipe")
            self.buffer += chunk
        text, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(text)

    def call(self, method, session=False, **params):
        self.next_id += 1
        command = {"id": self.next_id, "method": method, "params": params}
        if session:
            command["sessionId"] = self.session
        os.write(self.commands, json.dumps(command).encode() + b"\0")
        while True:
            reply = self.message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    fail("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def open(self, url, width, height):
        self.call("Emulation.setDeviceMetricsOverride", session=True, width=width,
                  height=height, deviceScaleFactor=1, mobile=width < 500)
        self.call("Page.navigate", session=True, url=url)
        while True:
            event = self.message()
            if event.get("method") == "Page.loadEventFired":
                return

    def evaluate(self, expression):
        reply = self.call("Runtime.evaluate", session=True, expression=expression,
                          returnByValue=True)
        if "exceptionDetails" in reply:
            fail("the page is not as expected (no score cell, no glossary?): %s"
                 % reply["exceptionDetails"].get("exception", {}).get("description", reply))
        return reply["result"]["value"]

    def close(self):
        try:
            self.call("Browser.close")
        except SystemExit:
            pass
        self.process.wait(timeout=30)


def probe(browser, site, width):
    browser.open("file://" + os.path.join(site, "index.html"), width, 800)
    return browser.evaluate(PROBE)


def check_phone(browser, site):
    got = probe(browser, site, 390)
    print("390 px:", json.dumps(got))
    width = got["viewport"]
    if width > 400:
        fail("the viewport is %d px wide, not a phone's 390" % width)
    if got["page"] > width:
        fail("the page scrolls sideways at %d px: %d px wide" % (width, got["page"]))
    for i, row in enumerate(got["rows"]):
        for cell in ("rank", "players", "score"):
            b = row[cell]
            if b["width"] <= 0 or b["left"] < 0 or b["right"] > width:
                fail("row %d: the %s cell is at %g to %g, outside 0 to %d"
                     % (i + 1, cell, b["left"], b["right"], width))
    if got["more"] != 0:
        fail("%d folded columns are shown at %d px" % (got["more"], width))
    g = got["glossary"]
    if not g or not g["open"] or g["height"] <= 0 or g["terms"] < 5:
        fail("the glossary of the columns is not shown: %r" % g)


def check_wide(browser, site):
    got = probe(browser, site, 1280)
    print("1280 px:", json.dumps(got))
    if got["more"] < 5:
        fail("only %d of the other columns are shown at 1280 px" % got["more"])


def check_print(chromium, pdftotext, site, names, tmp):
    pdf = os.path.join(tmp, "printed.pdf")
    subprocess.run([chromium, "--headless=new", "--disable-gpu", "--no-sandbox",
                    "--no-pdf-header-footer", "--print-to-pdf=" + pdf,
                      "file://" + os.path.join(site, "index.html")],
                   capture_output=True, timeout=120)
    if not os.path.exists(pdf):
        fail("Chromium printed no PDF")
    info = subprocess.run([pdftotext.replace("pdftotext", "pdfinfo"), pdf],
                          capture_output=True, text=True).stdout
    size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", info)
    if not size or abs(float(size.group(1)) - 595) > 2 or abs(float(size.group(2)) - 842) > 2:
        fail("the printed pages are not A4 upright: %s" % (size.group(0) if size else info))
    text = subprocess.run([pdftotext, pdf, "-"], capture_output=True, text=True).stdout
    flat = " ".join(text.split())
    for heading in ("Rank", "Players", "Boards", "Score", "Luck", "Luck-free", "Bid", "Play",
                    "Declaring", "Defending"):
        if heading not in flat:
            fail("the printed ranking has no column %s" % heading)
    # A name the page wraps in its cell may have the next cells' numbers
    # read in between its words.
    def printed(name):
        words = [re.escape(w) for w in name.split()]
        return re.search(r"\s+(?:\S+\s+){0,2}?".join(words), flat) is not None

    missing = [n for n in names if not printed(n)]
    if missing:
        fail("%d of %d pairs are not on the printed pages, e.g. %s"
             % (len(missing), len(names), missing[0]))
    print("printed: %d pairs on %s pages" % (len(names), text.count("\f")))


def main():
    cli, results, chromium, pdftotext = sys.argv[1:5]
    if not chromium or not os.path.exists(chromium):
        print("SKIP: Chromium is not installed")
        return SKIP
    if not pdftotext:
        print("SKIP: pdftotext is not installed")
        return SKIP
    with tempfile.TemporaryDirectory() as tmp:
        site = os.path.join(tmp, "site")
        csv = subprocess.run([cli, "--directory", results, "--format", "csv",
                              "--html", site], capture_output=True, text=True, check=True)
        # The players of every pair, from the CSV ranking's first column.
        names = [line.split(",")[0].strip('"') for line in csv.stdout.splitlines()[1:] if line]
        if len(names) < 10:
            fail("too few pairs in %s" % results)
        browser = Browser(chromium)
        try:
            check_phone(browser, site)
            check_wide(browser, site)
        finally:
            browser.close()
        check_print(chromium, pdftotext, site, names, tmp)
    return 0


if __name__ == "__main__":
    sys.exit(main())
