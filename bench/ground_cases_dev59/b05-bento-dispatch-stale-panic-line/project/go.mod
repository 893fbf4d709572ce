module github.com/kaze-bento/dispatch

go 1.23

require github.com/line/line-bot-sdk-go/v8 v8.10.0
