package config

import (
	"github.com/zeromicro/go-zero/core/stores/redis"
	"github.com/zeromicro/go-zero/rest"
)

// DispatchConf 派单参数，对应 etc/dispatch.yaml 的 Dispatch 段
type DispatchConf struct {
	// 派单半径（公里），超出的骑手不参与强派
	MaxDistanceKm float64
	// 抢单池等待时间（秒）
	GrabTimeoutSec int
	// 每个骑手同时最多背几单
	MaxOrdersPerCourier int
	// 门店坐标（GCJ-02）
	StoreLat float64
	StoreLng float64
}

type Config struct {
	rest.RestConf
	Redis    redis.RedisConf
	Dispatch DispatchConf
}

// GrabTimeoutOrDefault 抢单池等待秒数，未配置时默认 30 秒
func (c DispatchConf) GrabTimeoutOrDefault() int {
	if c.GrabTimeoutSec <= 0 {
		return 30
	}
	return c.GrabTimeoutSec
}
