module example.com/syncer

go 1.19
