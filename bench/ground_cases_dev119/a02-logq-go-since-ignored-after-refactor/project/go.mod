module example.com/logq

go 1.22
