package auth

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
)

type Identity struct {
	User string `json:"user"`
	Role string `json:"role"`
}

// TokenStore maps sha256(token) to an identity so raw tokens are never kept.
type TokenStore struct {
	byHash map[string]Identity
}

func LoadTokens(path string) (*TokenStore, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var entries map[string]Identity
	if err := json.Unmarshal(raw, &entries); err != nil {
		return nil, err
	}
	return &TokenStore{byHash: entries}, nil
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func (s *TokenStore) Lookup(token string) (Identity, bool) {
	id, ok := s.byHash[hashToken(token)]
	return id, ok
}
