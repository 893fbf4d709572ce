module example.com/livedash

go 1.22
