module github.com/hexin-tech/notify-svc

go 1.22

require (
	github.com/alicebob/miniredis/v2 v2.33.0
	github.com/redis/go-redis/v9 v9.6.1
)
