module github.com/kestrel-labs/quotaproxy

go 1.22
