module example.com/logrot

go 1.22
