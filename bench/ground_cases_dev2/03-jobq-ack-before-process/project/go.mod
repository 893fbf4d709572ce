module github.com/kestrel-labs/jobq

go 1.22
