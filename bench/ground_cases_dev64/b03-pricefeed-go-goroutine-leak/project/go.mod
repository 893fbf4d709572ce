module github.com/hoshino-labs/pricefeed

go 1.22

require (
	github.com/go-chi/chi/v5 v5.1.0
	go.uber.org/goleak v1.3.0
)
