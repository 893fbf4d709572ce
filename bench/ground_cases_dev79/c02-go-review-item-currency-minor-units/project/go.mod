module github.com/lanfeng/notify

go 1.22

require golang.org/x/text v0.19.0
