module github.com/harbor-labs/hookrelay

go 1.22

require golang.org/x/time v0.5.0
