module github.com/lumen/greeter

go 1.22

require golang.org/x/text v0.19.0
