module github.com/kmori/logscan

go 1.22
