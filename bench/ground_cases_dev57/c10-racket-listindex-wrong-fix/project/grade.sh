#!/bin/sh
# run the public tests the way the autograder does
raco make hw4.rkt && raco test hw4-tests.rkt
