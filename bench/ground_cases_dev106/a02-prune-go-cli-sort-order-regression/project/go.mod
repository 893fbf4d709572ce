module github.com/tkowalski/prune

go 1.22
