module github.com/hayato-k/linkshort

go 1.22
