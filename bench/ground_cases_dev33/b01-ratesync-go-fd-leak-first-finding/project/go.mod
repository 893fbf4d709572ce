module github.com/hoshino-pay/ratesync

go 1.22

require golang.org/x/sync v0.7.0
