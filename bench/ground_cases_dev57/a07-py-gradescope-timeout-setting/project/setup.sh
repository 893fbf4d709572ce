#!/usr/bin/env bash
# runs once when Gradescope builds the image
apt-get install -y python3 python3-pip python3-dev
pip3 install -r /autograder/source/requirements.txt
