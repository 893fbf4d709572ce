module paotui/dispatch

go 1.22

require (
	github.com/zeromicro/go-zero v1.6.6
	github.com/redis/go-redis/v9 v9.5.1
)
