module github.com/opsnote/alertrelay

go 1.22
