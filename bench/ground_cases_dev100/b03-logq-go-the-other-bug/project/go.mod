module github.com/hiro-n/logq

go 1.22
