module github.com/hiro-t/kakeibo

go 1.22
