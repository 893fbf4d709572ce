module github.com/kitamura-dev/notify-api

go 1.22
