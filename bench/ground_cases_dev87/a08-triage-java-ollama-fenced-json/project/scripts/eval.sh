#!/usr/bin/env bash
# Runs the labelled ticket sample through the classifier and prints accuracy.
set -euo pipefail
./mvnw -q spring-boot:run -Dspring-boot.run.arguments="--eval=evals/tickets-200.jsonl" "$@"
