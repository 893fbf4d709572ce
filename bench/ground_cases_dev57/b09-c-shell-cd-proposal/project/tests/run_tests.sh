#!/bin/sh
# Public tests for A3. The autograder runs these plus hidden ones.
pass=0
fail=0
check() {
    name=$1; input=$2; expected=$3
    actual=$(printf '%s\n' "$input" | timeout 2 ./mysh 2>&1)
    if [ "$actual" = "$expected" ]; then
        pass=$((pass + 1)); echo "PASS $name"
    else
        fail=$((fail + 1)); echo "FAIL $name"; echo "  expected: $expected"; echo "  actual:   $actual"
    fi
}
check echo "echo hello" "hello"
check pipe_two "echo a b c | wc -w" "3"
check pipe_three "seq 5 | grep -v 3 | wc -l" "4"
check redirect_out "echo one > /tmp/mysh_t
echo two > /tmp/mysh_t
cat /tmp/mysh_t" "two"
check cd_dir "cd /tmp
pwd" "/tmp"
check cd_missing "cd /no/such/dir" "mysh: cd: /no/such/dir: No such file or directory"
printf 'hi\n' > /tmp/mysh_in
check redirect_in "wc -c < /tmp/mysh_in" "3"
check not_found "nosuchcmd" "mysh: nosuchcmd: command not found"
check exit_code "exit 3" ""
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
