#!/usr/bin/env bash
# build the zip to upload under "Configure Autograder"
rm -f autograder.zip
zip -r autograder.zip run_autograder setup.sh requirements.txt grader tests student/.keep
