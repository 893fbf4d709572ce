module example.org/mailq

go 1.22
