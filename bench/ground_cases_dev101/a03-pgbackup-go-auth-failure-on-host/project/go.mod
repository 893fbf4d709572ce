module github.com/priyanair/pgbackup

go 1.22
