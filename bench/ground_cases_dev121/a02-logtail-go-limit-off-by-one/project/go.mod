module example.com/logtail

go 1.22
