#!/bin/bash
# compare solution against brute on random small inputs
g++ -O2 -o sol solution.cpp && g++ -O2 -o brute brute.cpp || exit 1
for i in $(seq 1 500); do
    python3 gen.py "$i" > in.txt
    ./sol < in.txt > out1.txt
    ./brute < in.txt > out2.txt
    if ! cmp -s out1.txt out2.txt; then
        echo "diff on seed $i"; cat in.txt; exit 1
    fi
done
echo "all ok"
