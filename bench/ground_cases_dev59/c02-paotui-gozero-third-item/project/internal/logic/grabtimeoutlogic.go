package logic

import (
	"context"
	"time"

	"paotui/dispatch/internal/svc"

	"github.com/zeromicro/go-zero/core/logx"
)

// GrabTimeoutLogic 新订单先进抢单池，骑手可以在 App 上抢；
// 超时没人抢，就系统强派给最近的骑手。
type GrabTimeoutLogic struct {
	logx.Logger
	ctx    context.Context
	svcCtx *svc.ServiceContext
}

func NewGrabTimeoutLogic(ctx context.Context, svcCtx *svc.ServiceContext) *GrabTimeoutLogic {
	return &GrabTimeoutLogic{Logger: logx.WithContext(ctx), ctx: ctx, svcCtx: svcCtx}
}

// Watch 在新订单进入抢单池时调用（handler 里 go 出去）
func (l *GrabTimeoutLogic) Watch(orderID int64) {
	start := time.Now()
	defer func() { l.Infof("抢单池结束 订单ID=%d 等待=%s", orderID, time.Since(start)) }()
	wait := time.Duration(l.svcCtx.Config.Dispatch.GrabTimeoutSec) * time.Millisecond
	timer := time.NewTimer(wait)
	defer timer.Stop()
	<-timer.C

	order, err := l.svcCtx.Orders.Get(l.ctx, orderID)
	if err != nil {
		l.Errorf("抢单超时检查失败: %v", err)
		return
	}
	if order.Status != "WAITING" {
		return // 已经被骑手抢走了
	}
	d := NewDispatchLogic(l.ctx, l.svcCtx)
	c, km, err := d.PickNearest(order)
	if err != nil {
		l.Infof("订单 %s 无人可派: %v", order.No, err)
		return
	}
	if err := d.Assign(order, c); err != nil {
		l.Errorf("强派失败 订单=%s 骑手=%d: %v", order.No, c.ID, err)
		return
	}
	l.Infof("超时强派 订单=%s -> 骑手=%s(%d) 距离=%.2fkm", order.No, c.Name, c.ID, km)
}
