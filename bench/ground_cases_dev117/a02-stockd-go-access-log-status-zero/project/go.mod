module github.com/tidewater/stockd

go 1.22
