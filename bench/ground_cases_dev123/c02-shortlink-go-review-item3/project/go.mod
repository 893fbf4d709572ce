module github.com/acme/shortlink

go 1.22
