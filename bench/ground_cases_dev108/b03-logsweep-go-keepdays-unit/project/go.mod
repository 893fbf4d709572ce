module github.com/hayato-ops/logsweep

go 1.22
