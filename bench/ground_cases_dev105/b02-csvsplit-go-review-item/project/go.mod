module github.com/haruka-t/csvsplit

go 1.22
