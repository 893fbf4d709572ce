module github.com/hinata-foods/orders-svc

go 1.22

require github.com/jackc/pgx/v5 v5.7.1
