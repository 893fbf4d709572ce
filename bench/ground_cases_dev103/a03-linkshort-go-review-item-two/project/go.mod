module github.com/kofi-mensah/linkshort

go 1.22
