module github.com/linhao/stockd

go 1.22

require (
	github.com/DATA-DOG/go-sqlmock v1.5.2
	github.com/jackc/pgx/v5 v5.6.0
)
