#!/usr/bin/env bash
# usage: ./run.sh abc381_e   -> runs solutions/abc381_e.py on tests/abc381_e/*.in and diffs
set -u
name="$1"
for f in tests/"$name"/*.in; do
  exp="${f%.in}.out"
  if diff -q <(python3 solutions/"$name".py < "$f") "$exp" > /dev/null; then
    echo "AC  $f"
  else
    echo "WA  $f"
  fi
done
