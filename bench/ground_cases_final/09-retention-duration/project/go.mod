module example.com/retention

go 1.19
