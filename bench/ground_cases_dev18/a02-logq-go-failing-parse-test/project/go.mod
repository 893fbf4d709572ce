module github.com/kestrel-labs/logq

go 1.22
