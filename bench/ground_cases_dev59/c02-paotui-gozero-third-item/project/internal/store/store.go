package store

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/zeromicro/go-zero/core/stores/redis"
)

type Courier struct {
	ID       int64   `json:"id"`
	Name     string  `json:"name"`
	Lat      float64 `json:"lat"`
	Lng      float64 `json:"lng"`
	Carrying int     `json:"carrying"` // 身上正在送的单数
	Online   bool    `json:"online"`
}

type Order struct {
	ID        int64   `json:"id"`
	No        string  `json:"no"`
	Lat       float64 `json:"lat"`
	Lng       float64 `json:"lng"`
	Address   string  `json:"address"`
	CourierID int64   `json:"courierId"`
	Status    string  `json:"status"` // WAITING 待抢 / ASSIGNED 已派 / DELIVERED 已送达
}

type CourierStore struct{ r *redis.Redis }
type OrderStore struct{ r *redis.Redis }

func NewCourierStore(r *redis.Redis) *CourierStore { return &CourierStore{r} }
func NewOrderStore(r *redis.Redis) *OrderStore     { return &OrderStore{r} }

func (s *CourierStore) Online(ctx context.Context) ([]Courier, error) {
	vals, err := s.r.HvalsCtx(ctx, "courier:online")
	if err != nil {
		return nil, err
	}
	out := make([]Courier, 0, len(vals))
	for _, v := range vals {
		var c Courier
		if json.Unmarshal([]byte(v), &c) == nil && c.Online {
			out = append(out, c)
		}
	}
	return out, nil
}

func (s *OrderStore) Get(ctx context.Context, id int64) (*Order, error) {
	v, err := s.r.GetCtx(ctx, fmt.Sprintf("order:%d", id))
	if err != nil || v == "" {
		return nil, fmt.Errorf("订单不存在: %d", id)
	}
	var o Order
	return &o, json.Unmarshal([]byte(v), &o)
}

func (s *OrderStore) Save(ctx context.Context, o *Order) error {
	b, _ := json.Marshal(o)
	return s.r.SetCtx(ctx, fmt.Sprintf("order:%d", o.ID), string(b))
}
