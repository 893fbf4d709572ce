module github.com/kestrelmaps/tileserver

go 1.22
