module github.com/sakura-pay/sakurapay-go

go 1.21
