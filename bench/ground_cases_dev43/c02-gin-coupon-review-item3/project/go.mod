module mall

go 1.22

require (
	github.com/gin-gonic/gin v1.10.0
	github.com/redis/go-redis/v9 v9.5.1
	gorm.io/gorm v1.25.10
)
