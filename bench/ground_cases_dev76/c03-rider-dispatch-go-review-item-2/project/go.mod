module github.com/lanxi/dispatcher

go 1.22
