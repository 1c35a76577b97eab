#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks po/POTFILES.in against the sources, and that xgettext finds every
string marked for translation in them.

  check-pot.py SOURCE_ROOT

1. Every file in POTFILES.in exists.
2. Every C or .ui file under src/ that marks strings for translation
   (_(), N_(), ngettext(), g_dngettext(), translatable="yes") is listed.
3. A template made with xgettext from POTFILES.in (as meson's 'glib'
   preset does) holds every marked string, found here independently.
Prints TAP."""
import html
import os
import re
import subprocess
import sys
import tempfile

root = sys.argv[1]
results = []


def check(ok, name, detail=''):
    results.append((ok, name, detail))


potfiles = [l.strip() for l in open(os.path.join(root, 'po', 'POTFILES.in'))
            if l.strip() and not l.startswith('#')]
for f in potfiles:
    check(os.path.isfile(os.path.join(root, f)), 'listed file exists: ' + f)

C_MARK = re.compile(r'\b(?:_|N_|ngettext|g_dngettext)\s*\(')
UI_MARK = re.compile(r'translatable="yes"')
for dirpath, dirnames, filenames in os.walk(os.path.join(root, 'src')):
    rel = os.path.relpath(dirpath, root)
    for name in sorted(filenames):
        path = os.path.join(rel, name)
        if not name.endswith(('.c', '.ui')):
            continue
        text = open(os.path.join(root, path), encoding='utf-8').read()
        marked = C_MARK.search(text) if name.endswith('.c') else UI_MARK.search(text)
        if marked:
            check(path in potfiles, 'marked strings in a listed file: ' + path)

with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, 'valet.pot')
    subprocess.run(['xgettext', '--package-name=valet', '--from-code=UTF-8',
                    '--add-comments', '--keyword=_', '--keyword=N_',
                    '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
                    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3',
                    '--keyword=g_dpgettext2:2c,3',
                    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format',
                    '--flag=g_strdup_printf:1:c-format',
                    '--flag=g_string_append_printf:2:c-format',
                    '--flag=g_set_error:4:c-format',
                    '-D', root, '-o', pot, *potfiles], check=True)
    out = subprocess.run(['msgcat', '--no-wrap', pot], capture_output=True,
                         text=True, check=True).stdout

def c_unescape(s):
    return s.encode('utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')

msgids = set()
for m in re.finditer(r'^msgid(?:_plural)? ((?:"(?:[^"\\]|\\.)*"\n)+)', out, re.M):
    msgids.add(''.join(c_unescape(s) for s in re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))))

STR = r'"(?:[^"\\\n]|\\.)*"'
C_CALL = re.compile(r'\b(?:_|N_)\s*\(\s*((?:' + STR + r'\s*)+)\)')
# ngettext (SINGULAR, PLURAL, n), or g_dngettext (DOMAIN, SINGULAR, PLURAL, n).
C_NCALL = re.compile(r'\b(?:ngettext\s*\(|g_dngettext\s*\(\s*[A-Za-z_]\w*\s*,)\s*((?:'
                     + STR + r'\s*)+),\s*((?:' + STR + r'\s*)+),')
UI_PROP = re.compile(r'<(?:property|attribute|item)\b[^>]*translatable="yes"[^>]*>([^<]*)</')


def literal(group):
    return ''.join(c_unescape(s[1:-1]) for s in re.findall(STR, group))


found = 0
for f in potfiles:
    text = open(os.path.join(root, f), encoding='utf-8').read()
    strings = []
    if f.endswith('.c'):
        text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
        strings += [literal(m.group(1)) for m in C_CALL.finditer(text)]
        for m in C_NCALL.finditer(text):
            strings += [literal(m.group(1)), literal(m.group(2))]
    elif f.endswith('.ui'):
        strings += [html.unescape(m.group(1)) for m in UI_PROP.finditer(text)]
    elif f.endswith('.desktop.in'):
        strings += [l.split('=', 1)[1] for l in text.splitlines()
                    if re.match(r'(Name|GenericName|Comment|Keywords)=', l)]
    elif f.endswith('.gschema.xml'):
        strings += [html.unescape(s) for s in re.findall(r'<(?:summary|description)>([^<]*)<', text)]
    elif f.endswith('.xml.in'):
        for tag in ('name', 'summary', 'caption', 'comment', 'developer_name'):
            strings += [html.unescape(s) for s in
                        re.findall(r'<%s>([^<]*)</%s>' % (tag, tag), text)]
    if f.endswith('.c'):
        # A macro in a marked string (G_GINT64_FORMAT, PRIu64 aside, which
        # xgettext knows) ends the string xgettext takes: the catalogue
        # holds a cut message that never matches, and it stays English.
        for m in re.finditer(r'\b(?:_|N_|ngettext|g_dngettext)\s*\(\s*(?:[A-Za-z_]\w*\s*,\s*)?'
                             r'(?:' + STR + r'\s*)+(G_G?U?INT(?:8|16|32|64)_FORMAT|G_G?SIZE_FORMAT)',
                             text):
            check(False, 'no %s in a marked string (%s)' % (m.group(1), f),
                  'write %lld or %llu with a cast')
    for s in strings:
        s = ' '.join(s.split()) if f.endswith('.xml.in') else s
        found += 1
        check(s in msgids, 'in the template: %r (%s)' % (s, f))

check(found > 100, 'marked strings found in the sources', '%d' % found)
print('1..%d' % len(results))
failed = 0
for i, (ok, name, detail) in enumerate(results, 1):
    print('%s %d - %s%s' % ('ok' if ok else 'not ok', i, name, (' # ' + detail) if detail else ''))
    failed += not ok
sys.exit(1 if failed else 0)
