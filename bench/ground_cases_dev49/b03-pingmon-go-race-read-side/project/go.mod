module example.com/pingmon

go 1.22
