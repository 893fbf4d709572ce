package handler

import (
	"context"
	"net/http"

	"paotui/dispatch/internal/logic"
	"paotui/dispatch/internal/store"
	"paotui/dispatch/internal/svc"

	"github.com/zeromicro/go-zero/rest/httpx"
)

func NewOrderHandler(svcCtx *svc.ServiceContext) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var o store.Order
		if err := httpx.Parse(r, &o); err != nil {
			httpx.ErrorCtx(r.Context(), w, err)
			return
		}
		o.Status = "WAITING"
		if err := svcCtx.Orders.Save(r.Context(), &o); err != nil {
			httpx.ErrorCtx(r.Context(), w, err)
			return
		}
		// 进抢单池，超时强派
		go logic.NewGrabTimeoutLogic(context.Background(), svcCtx).Watch(o.ID)
		httpx.OkJsonCtx(r.Context(), w, map[string]any{"code": 0, "msg": "已进入抢单池"})
	}
}

func GrabOrderHandler(svcCtx *svc.ServiceContext) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			OrderID   int64 `json:"orderId"`
			CourierID int64 `json:"courierId"`
		}
		if err := httpx.Parse(r, &req); err != nil {
			httpx.ErrorCtx(r.Context(), w, err)
			return
		}
		o, err := svcCtx.Orders.Get(r.Context(), req.OrderID)
		if err != nil || o.Status != "WAITING" {
			httpx.OkJsonCtx(r.Context(), w, map[string]any{"code": 1, "msg": "手慢了，订单已被抢"})
			return
		}
		o.CourierID, o.Status = req.CourierID, "ASSIGNED"
		_ = svcCtx.Orders.Save(r.Context(), o)
		httpx.OkJsonCtx(r.Context(), w, map[string]any{"code": 0, "msg": "抢单成功"})
	}
}
