module github.com/hoshino-tech/mailq

go 1.22

require (
	github.com/jackc/pgx/v5 v5.5.5
	github.com/wneessen/go-mail v0.4.1
)
