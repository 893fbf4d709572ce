module github.com/kofi-a/logslice

go 1.22
