module github.com/nordkit/shipit

go 1.23
