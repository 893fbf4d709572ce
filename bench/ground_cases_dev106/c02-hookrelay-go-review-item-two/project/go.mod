module github.com/qiaolin/hookrelay

go 1.22
