package service

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"time"

	"github.com/redis/go-redis/v9"

	"shop-api/internal/config"
	"shop-api/internal/model"
	"shop-api/internal/repo"
)

type ProductService struct {
	cfg   *config.Config
	repo  *repo.ProductRepo
	cache *redis.Client
}

func NewProductService(cfg *config.Config, r *repo.ProductRepo, c *redis.Client) *ProductService {
	return &ProductService{cfg: cfg, repo: r, cache: c}
}

func productKey(id int64) string {
	return fmt.Sprintf("product:detail:%d", id)
}

// GetProduct 先查 redis，未命中再查库并回填。
func (s *ProductService) GetProduct(ctx context.Context, id int64) (*model.Product, error) {
	key := productKey(id)
	if b, err := s.cache.Get(ctx, key).Bytes(); err == nil {
		var p model.Product
		if json.Unmarshal(b, &p) == nil {
			return &p, nil
		}
	} else if !errors.Is(err, redis.Nil) {
		log.Printf("redis get %s: %v", key, err)
	}

	p, err := s.repo.FindByID(ctx, id)
	if err != nil {
		return nil, err
	}
	b, _ := json.Marshal(p)
	ttl := time.Duration(s.cfg.Cache.TTL) * time.Second
	if err := s.cache.Set(ctx, key, b, ttl).Err(); err != nil {
		log.Printf("redis set %s: %v", key, err)
	}
	return p, nil
}

// UpdateProduct 后台改价格 / 库存 / 标题。
func (s *ProductService) UpdateProduct(ctx context.Context, id int64, in model.ProductUpdate, operator string) error {
	if err := s.cache.Del(ctx, productKey(id)).Err(); err != nil {
		log.Printf("redis del %s: %v", productKey(id), err)
	}
	if err := s.repo.Update(ctx, id, in); err != nil {
		return err
	}
	log.Printf("product %d updated by %s", id, operator)
	return nil
}

// ListByCategory 列表页不走缓存，量不大。
func (s *ProductService) ListByCategory(ctx context.Context, categoryID int64, page, size int) ([]model.Product, int64, error) {
	if size <= 0 || size > 100 {
		size = 20
	}
	if page < 1 {
		page = 1
	}
	return s.repo.ListByCategory(ctx, categoryID, (page-1)*size, size)
}

func tokenFrom(ctx context.Context) string {
	if v, ok := ctx.Value(model.CtxToken).(string); ok {
		return v
	}
	return ""
}
