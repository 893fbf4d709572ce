module github.com/kenta-s/ledger-api

go 1.22

require github.com/jackc/pgx/v5 v5.7.1
