#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# valet-cli's bash completion (data/completions/valet-cli), sourced into
# bash and asked as bash asks it: COMP_WORDS and COMP_CWORD set, the
# function called, COMPREPLY read.
#   check-completion.sh VALET_CLI COMPLETION_FILE
set -u
cli=$1 script=$2

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/files/club" "$tmp/files/site"
touch "$tmp/files/week1.pbn" "$tmp/files/week2.xml" "$tmp/files/session.bws" \
      "$tmp/files/scores.txt" "$tmp/files/pairs.csv" "$tmp/files/notes.odt" "$tmp/files/photo.png"

# Runs in a bash that has sourced the script, with valet-cli on PATH.
mkdir -p "$tmp/bin"
ln -s "$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")" "$tmp/bin/valet-cli"
export PATH="$tmp/bin:$PATH"
# shellcheck source=/dev/null
. "$script"

# The completions of the command line "$@" (the last word being
# completed), sorted, on one line.
complete_line ()
{
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    COMP_LINE="$*"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    (cd "$tmp/files" && _valet_cli && printf '%s\n' "${COMPREPLY[@]}") | sed '/^$/d' | sort | tr '\n' ' ' | sed 's/ $//'
}

n=0 failed=0
check ()   # WHAT EXPECTED GOT
{
    n=$((n + 1))
    if [ "$2" = "$3" ]; then echo "ok $n - $1"
    else echo "not ok $n - $1: expected '$2', got '$3'"; failed=1; fi
}

help=$(LC_ALL=C LANGUAGE= "$cli" --help)
options=$(printf '%s\n' "$help" | sed -n 's/^ *\(-[a-z], \)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p' | sort | tr '\n' ' ' | sed 's/ $//')
takes_value=$(printf '%s\n' "$help" | sed -n 's/^ *\(-[a-z], \)\{0,1\}\(--[a-z][a-z0-9-]*\)=.*/\2/p')

echo "1..$((17 + $(printf '%s\n' "$takes_value" | wc -l)))"
check "complete -p names the function" "complete -F _valet_cli valet-cli" "$(complete -p valet-cli)"
check "-- offers every option of --help" "$options" "$(complete_line valet-cli --)"
check "--pa completes to --paper" "--paper" "$(complete_line valet-cli --pa)"
check "--ver completes to --version" "--version" "$(complete_line valet-cli --ver)"
check "--format-in offers the input formats" "bws csv pbn text usebio" "$(complete_line valet-cli --format-in '')"
check "-v offers the scorings" "datum imps matchpoints" "$(complete_line valet-cli -v '')"
check "--valettype ma completes to matchpoints" "matchpoints" "$(complete_line valet-cli --valettype ma)"
check "--save-as offers the formats to save as" "csv pbn valet" "$(complete_line valet-cli --save-as '')"
check "--save-as pbn PATH offers files" "club notes.odt pairs.csv photo.png scores.txt session.bws site week1.pbn week2.xml" \
      "$(complete_line valet-cli --save-as pbn '')"
check "--save-as valet PATH offers folders" "club site" "$(complete_line valet-cli --save-as valet '')"
check "--paper offers the paper sizes" "a4 letter" "$(complete_line valet-cli --paper '')"
check "--input offers results files, folders and standard input" \
      "- club pairs.csv scores.txt session.bws site week1.pbn week2.xml" "$(complete_line valet-cli --input '')"
check "--directory offers folders" "club site" "$(complete_line valet-cli --directory '')"
check "--html offers folders" "club site" "$(complete_line valet-cli --html '')"
check "lib completes to library" "library" "$(complete_line valet-cli lib)"
check "library offers its commands" "--library add list remove" "$(complete_line valet-cli library '')"
check "library add offers results files and folders" \
      "club pairs.csv scores.txt session.bws site week1.pbn week2.xml" "$(complete_line valet-cli library add '')"
# Every option that takes a value is known to the script, so that a new
# one is completed with what it takes, not with option names.
for opt in $takes_value; do
    grep -Eq "(^|[ |])$opt( |\)|\$)" "$script"
    check "$opt's value is completed" 0 $?
done
exit $failed
