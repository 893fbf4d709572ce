module github.com/zhoujie/clinic-remind

go 1.22

require (
	github.com/jackc/pgx/v5 v5.5.5
	gopkg.in/yaml.v3 v3.0.1
)
