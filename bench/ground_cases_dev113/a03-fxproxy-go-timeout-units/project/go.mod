module github.com/kofi/fxproxy

go 1.22
