module github.com/dmitri-k/hookrelay

go 1.22
