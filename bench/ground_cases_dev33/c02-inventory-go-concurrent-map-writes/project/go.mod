module github.com/kuaiyun/inventory-svc

go 1.22

require (
	github.com/go-chi/chi/v5 v5.1.0
	github.com/go-sql-driver/mysql v1.8.1
	github.com/redis/go-redis/v9 v9.6.1
	gopkg.in/yaml.v3 v3.0.1
)
