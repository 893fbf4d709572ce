#!/usr/bin/env bash
# Provided by CS2 staff: compiles src/ and test/ and runs the public JUnit tests.
set -euo pipefail
CP="lib/junit-4.13.2.jar:lib/hamcrest-core-1.3.jar"
rm -rf out && mkdir -p out
javac -d out -cp "$CP" src/bst/*.java test/bst/*.java
java -cp "out:$CP" org.junit.runner.JUnitCore bst.BSTTest
