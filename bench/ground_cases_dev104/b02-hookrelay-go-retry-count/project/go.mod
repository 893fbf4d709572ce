module github.com/shiftbase/hookrelay

go 1.22
