#!/bin/sh
# Installs myca from this folder (the release tarball's) under a prefix, or takes it away:
#
#   ./install.sh [--prefix DIR]               copy bin/, lib/ and share/ under DIR (/usr/local)
#   ./install.sh --uninstall [--prefix DIR]   remove what an install under DIR put there
#
# The tree is the layout `make install` makes, so myca finds its helpers (DIR/lib/myca) and
# its catalogues (DIR/share/locale) from DIR/bin under any DIR. An install lists each file
# and each folder it had to make in DIR/lib/myca/installed; an uninstall removes those
# files and the list, then those folders, so DIR is left as it was before the install.
set -eu

prefix=/usr/local
action=install
while [ $# -gt 0 ]; do
    case $1 in
        --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) sed -n '2,6s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
case $prefix in
    /*) ;;
    *) prefix=$(pwd)/$prefix ;;
esac
prefix=${prefix%/}
list="$prefix/lib/myca/installed"

if [ "$action" = uninstall ]; then
    [ -f "$list" ] || { echo "install.sh: myca is not installed under $prefix (no $list)" >&2; exit 1; }
    entries=$(cat "$list")
    rm -f "$list"
    # Files first, then the folders the install made, deepest first.
    printf '%s\n' "$entries" | sed -n 's/^f //p' | while IFS= read -r f; do rm -f "$prefix/$f"; done
    printf '%s\n' "$entries" | sed -n 's/^d //p' | LC_ALL=C sort -r | while IFS= read -r d; do
        rmdir "$prefix/$d" 2>/dev/null || true
    done
    echo "removed myca from $prefix"
    exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
[ -x "$here/bin/myca" ] || { echo "install.sh: no bin/myca beside install.sh" >&2; exit 1; }
[ -d "$prefix" ] || { echo "install.sh: $prefix is not a folder" >&2; exit 1; }
if [ -f "$list" ]; then
    echo "install.sh: myca is installed under $prefix already; --uninstall first" >&2
    exit 1
fi
made=""
cd "$here"
# Every folder of the tree, parents first; the ones DIR lacks are made and listed.
for d in $(find bin lib share -type d | LC_ALL=C sort); do
    if [ ! -d "$prefix/$d" ]; then
        mkdir "$prefix/$d"
        made="${made}d $d
"
    fi
done
printf '%s' "$made" > "$list"
for f in $(find bin lib share -type f | LC_ALL=C sort); do
    cp -p "$f" "$prefix/$f"
    echo "f $f" >> "$list"
done
echo "installed myca under $prefix: run $prefix/bin/myca (remove it with $0 --uninstall --prefix $prefix)"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on PATH" ;;
esac
