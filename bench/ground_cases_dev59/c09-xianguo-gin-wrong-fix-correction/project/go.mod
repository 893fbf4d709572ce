module xianguo/shop

go 1.22

require (
	github.com/gin-gonic/gin v1.10.0
	gorm.io/driver/mysql v1.5.7
	gorm.io/gorm v1.25.10
)
