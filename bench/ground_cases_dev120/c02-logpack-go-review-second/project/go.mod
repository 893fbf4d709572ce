module github.com/hexa-ops/logpack

go 1.22
