module github.com/tsubame-inc/members-svc

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	github.com/golang-migrate/migrate/v4 v4.17.1
)
