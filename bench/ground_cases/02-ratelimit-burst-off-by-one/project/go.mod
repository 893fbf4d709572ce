module example.com/limitd

go 1.22
