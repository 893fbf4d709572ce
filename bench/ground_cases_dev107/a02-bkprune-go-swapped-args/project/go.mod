module github.com/kpetrov/bkprune

go 1.22
