#!/bin/sh
# compile and run the local JUnit tests (junit + hamcrest jars in lib/)
set -e
mkdir -p out
javac -d out -cp lib/junit-4.13.2.jar src/*.java test/*.java
java -cp out:lib/junit-4.13.2.jar:lib/hamcrest-core-1.3.jar org.junit.runner.JUnitCore OpenHashMapTest
