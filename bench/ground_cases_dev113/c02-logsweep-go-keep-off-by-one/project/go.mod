module github.com/lintao/logsweep

go 1.22
