module github.com/sorami-logi/haisou

go 1.21

require github.com/jackc/pgx/v5 v5.5.5
