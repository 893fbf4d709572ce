module github.com/mirai-works/notifier

go 1.22

require (
	github.com/jackc/pgx/v5 v5.7.1
	gopkg.in/yaml.v3 v3.0.1
)
