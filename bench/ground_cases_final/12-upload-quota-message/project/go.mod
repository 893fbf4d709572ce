module example.com/filebox

go 1.19
