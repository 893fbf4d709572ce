package coupon

import (
	"errors"
	"sync"
)

var ErrNotFound = errors.New("coupon not found")

type Coupon struct {
	Code      string
	Threshold int64 // 满多少可用（分）
	Amount    int64 // 减多少（分）
}

type Store interface {
	Get(code string) (Coupon, error)
}

type MemoryStore struct {
	mu sync.RWMutex
	m  map[string]Coupon
}

func NewMemoryStore() *MemoryStore {
	return &MemoryStore{m: map[string]Coupon{
		"NEW30": {Code: "NEW30", Threshold: 10000, Amount: 3000},
		"TEA10": {Code: "TEA10", Threshold: 5900, Amount: 1000},
	}}
}

func (s *MemoryStore) Get(code string) (Coupon, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	c, ok := s.m[code]
	if !ok {
		return Coupon{}, ErrNotFound
	}
	return c, nil
}

// Discount 返回这张券对给定金额的优惠额，不满足门槛返回 0。
func Discount(c Coupon, subtotal int64) int64 {
	if subtotal < c.Threshold {
		return 0
	}
	return c.Amount
}
