#!/bin/sh
# Minimal end-to-end tests: sh tests/run_tests.sh ./hexgrep
set -u
BIN=${1:-./hexgrep}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fail=0

check() {
    name=$1; want=$2; got=$3
    if [ "$want" = "$got" ]; then
        echo "ok   $name"
    else
        echo "FAIL $name: want '$want', got '$got'"
        fail=1
    fi
}

printf '\001\002\336\255\276\357\003' > "$TMP/a.bin"
check "finds offset" "$TMP/a.bin:00000000:" "$($BIN -C 2 deadbeef "$TMP/a.bin" | head -1)"
check "no match exits 1" "1" "$($BIN cafe "$TMP/a.bin" >/dev/null; echo $?)"
check "bad pattern exits 2" "2" "$($BIN zz "$TMP/a.bin" 2>/dev/null; echo $?)"

# a match straddling the 64 KiB chunk border
head -c 65534 /dev/zero > "$TMP/big.bin"
printf '\336\255\276\357' >> "$TMP/big.bin"
check "match across chunks" "1" "$($BIN --color deadbeef "$TMP/big.bin" | grep -c ':0000fff')"

exit $fail
