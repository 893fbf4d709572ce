module github.com/kenji-s/kakeibo

go 1.22
