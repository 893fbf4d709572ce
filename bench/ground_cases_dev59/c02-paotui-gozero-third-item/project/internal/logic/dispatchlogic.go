package logic

import (
	"context"
	"errors"
	"math"

	"paotui/dispatch/internal/geo"
	"paotui/dispatch/internal/store"
	"paotui/dispatch/internal/svc"

	"github.com/zeromicro/go-zero/core/logx"
)

var ErrNoCourier = errors.New("附近暂无可派骑手")

type DispatchLogic struct {
	logx.Logger
	ctx    context.Context
	svcCtx *svc.ServiceContext
}

func NewDispatchLogic(ctx context.Context, svcCtx *svc.ServiceContext) *DispatchLogic {
	return &DispatchLogic{Logger: logx.WithContext(ctx), ctx: ctx, svcCtx: svcCtx}
}

// PickNearest 系统强派：在派单半径内找最近、且没背满单的骑手
func (l *DispatchLogic) PickNearest(order *store.Order) (*store.Courier, float64, error) {
	conf := l.svcCtx.Config.Dispatch
	couriers, err := l.svcCtx.Couriers.Online(l.ctx)
	if err != nil {
		return nil, 0, err
	}
	var best *store.Courier
	bestKm := math.MaxFloat64
	for i := range couriers {
		c := &couriers[i]
		if c.Carrying >= conf.MaxOrdersPerCourier {
			continue
		}
		km := geo.Haversine(order.Lat, order.Lng, c.Lat, c.Lng)
		if km > conf.MaxDistanceKm {
			l.Debugf("骑手 %s(%d) 距离 %.2fkm 超出半径，跳过", c.Name, c.ID, km)
			continue
		}
		if km < bestKm {
			best, bestKm = c, km
		}
	}
	if best == nil {
		return nil, 0, ErrNoCourier
	}
	l.Infof("派单候选 订单=%s 骑手=%s(%d) 距离=%.2fkm 在途=%d", order.No, best.Name, best.ID, bestKm, best.Carrying)
	return best, bestKm, nil
}

// Assign 把订单派给骑手
func (l *DispatchLogic) Assign(order *store.Order, c *store.Courier) error {
	order.CourierID = c.ID
	order.Status = "ASSIGNED"
	return l.svcCtx.Orders.Save(l.ctx, order)
}
