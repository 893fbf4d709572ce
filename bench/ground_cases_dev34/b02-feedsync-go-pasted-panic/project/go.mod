module github.com/acme/feedsync

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	golang.org/x/net v0.28.0
)
