module github.com/qiantu/hookrelay

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	gopkg.in/yaml.v3 v3.0.1
)
