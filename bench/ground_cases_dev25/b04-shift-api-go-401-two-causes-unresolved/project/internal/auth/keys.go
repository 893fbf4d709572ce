package auth

import (
	"context"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

const (
	publicKeysHash = "shift-api:jwks"    // kid -> 公開鍵 PEM
	currentKeyName = "shift-api:current" // 現在の kid と秘密鍵 PEM
)

// KeyCache は Redis の公開鍵セットをメモリに持ち、ttl ごとに読み直す。
type KeyCache struct {
	mu       sync.RWMutex
	store    *RedisKeyStore
	keys     map[string]*rsa.PublicKey
	loadedAt time.Time
	ttl      time.Duration
}

func NewKeyCache(store *RedisKeyStore, ttl time.Duration) *KeyCache {
	return &KeyCache{store: store, keys: map[string]*rsa.PublicKey{}, ttl: ttl}
}

func (c *KeyCache) Lookup(kid string) (*rsa.PublicKey, bool) {
	c.mu.RLock()
	key, ok := c.keys[kid]
	stale := time.Since(c.loadedAt) > c.ttl
	c.mu.RUnlock()
	if stale {
		go func() {
			if err := c.Refresh(context.Background()); err != nil {
				slog.Warn("refresh signing keys", "err", err)
			}
		}()
	}
	return key, ok
}

func (c *KeyCache) Refresh(ctx context.Context) error {
	keys, err := c.store.PublicKeys(ctx)
	if err != nil {
		return err
	}
	c.mu.Lock()
	c.keys, c.loadedAt = keys, time.Now()
	c.mu.Unlock()
	return nil
}

type RedisKeyStore struct{ rdb *redis.Client }

func NewRedisKeyStore(rdb *redis.Client) *RedisKeyStore { return &RedisKeyStore{rdb: rdb} }

func (s *RedisKeyStore) PublicKeys(ctx context.Context) (map[string]*rsa.PublicKey, error) {
	raw, err := s.rdb.HGetAll(ctx, publicKeysHash).Result()
	if err != nil {
		return nil, err
	}
	out := make(map[string]*rsa.PublicKey, len(raw))
	for kid, p := range raw {
		block, _ := pem.Decode([]byte(p))
		if block == nil {
			return nil, fmt.Errorf("jwks: bad pem for kid %q", kid)
		}
		pub, err := x509.ParsePKIXPublicKey(block.Bytes)
		if err != nil {
			return nil, err
		}
		out[kid] = pub.(*rsa.PublicKey)
	}
	return out, nil
}

// Current は現在の署名鍵を Redis から読む（ローテーション直後から新しい鍵で署名される）。
func (s *RedisKeyStore) Current() (string, *rsa.PrivateKey, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	v, err := s.rdb.HGetAll(ctx, currentKeyName).Result()
	if err != nil {
		return "", nil, err
	}
	block, _ := pem.Decode([]byte(v["pem"]))
	if block == nil {
		return "", nil, fmt.Errorf("current key: bad pem")
	}
	key, err := x509.ParsePKCS1PrivateKey(block.Bytes)
	if err != nil {
		return "", nil, err
	}
	return v["kid"], key, nil
}
