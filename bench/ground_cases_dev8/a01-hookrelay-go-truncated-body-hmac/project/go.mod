module github.com/marta-k/hookrelay

go 1.22
