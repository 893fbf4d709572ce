module shop-api

go 1.22

require (
	github.com/gin-gonic/gin v1.10.0
	github.com/redis/go-redis/v9 v9.5.1
	gopkg.in/yaml.v3 v3.0.1
)
