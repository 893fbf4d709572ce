module example.com/reportgen

go 1.19
