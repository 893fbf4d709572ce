#!/usr/bin/env bash
set -euo pipefail

FUNCTION=${FUNCTION:-invoice-pdf-prod}
rm -rf build dist && mkdir -p build dist
pip install -r requirements.txt -t build --platform manylinux2014_x86_64 --only-binary=:all: -q
cp -r handler.py app build/
(cd build && zip -qr ../dist/lambda.zip .)
aws lambda update-function-code --function-name "$FUNCTION" --zip-file fileb://dist/lambda.zip >/dev/null
echo "deployed $FUNCTION"
