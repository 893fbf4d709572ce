module git.lanhai.tech/platform/hookd

go 1.22

require github.com/redis/go-redis/v9 v9.5.1
