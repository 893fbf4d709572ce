package svc

import (
	"paotui/dispatch/internal/config"
	"paotui/dispatch/internal/store"

	"github.com/zeromicro/go-zero/core/stores/redis"
)

type ServiceContext struct {
	Config   config.Config
	Redis    *redis.Redis
	Couriers *store.CourierStore
	Orders   *store.OrderStore
}

func NewServiceContext(c config.Config) *ServiceContext {
	r := redis.MustNewRedis(c.Redis)
	return &ServiceContext{
		Config:   c,
		Redis:    r,
		Couriers: store.NewCourierStore(r),
		Orders:   store.NewOrderStore(r),
	}
}
