#!/bin/bash
# Local copy of some of the public autograder tests. Each test feeds a line to mysh
# and compares stdout; 5 second limit per test.
cd "$(dirname "$0")/.." || exit 1
pass=0; fail=0

check() {
    local name="$1" input="$2" expected="$3"
    local got
    got=$(printf '%s\n' "$input" | timeout 5 ./mysh 2>/dev/null)
    if [ $? -eq 124 ]; then
        echo "[FAIL] $name (timeout)"; fail=$((fail + 1)); return
    fi
    if [ "$got" == "$expected" ]; then
        echo "[PASS] $name"; pass=$((pass + 1))
    else
        echo "[FAIL] $name: expected '$expected' got '$got'"; fail=$((fail + 1))
    fi
}

check test_echo "echo hi" "hi"
check test_empty_line "" ""
check test_pwd "pwd" "$(pwd)"
check test_pipe_two "printf 'a\nb\n' | wc -l" "2"
check test_pipe_three "printf 'ab\ncd\nce\n' | grep c | wc -l" "2"
check test_cd_tmp "cd /tmp
pwd" "/tmp"
check test_not_found "nosuchcmd_xyz" ""

echo "$pass passed, $fail failed"
