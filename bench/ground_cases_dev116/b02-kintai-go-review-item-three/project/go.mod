module example.com/kintai

go 1.22
