package httpapi

import (
	"context"
	"database/sql"
	"net/http"
	"strings"
)

type ctxKey struct{}

// KeyStore checks API keys against the api_keys table.
type KeyStore struct {
	db *sql.DB
}

func NewKeyStore(db *sql.DB) *KeyStore { return &KeyStore{db: db} }

// Require lets requests through with a valid "Authorization: Bearer <key>" and
// puts the key's id in the request context.
func (k *KeyStore) Require(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		if token == "" {
			http.Error(w, "missing api key", http.StatusUnauthorized)
			return
		}
		var id string
		err := k.db.QueryRowContext(r.Context(),
			`SELECT id FROM api_keys WHERE token_sha256 = encode(sha256($1::bytea), 'hex') AND revoked_at IS NULL`,
			token).Scan(&id)
		if err != nil {
			http.Error(w, "invalid api key", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, id)))
	})
}

// KeyID is the API key id Require stored, or "".
func KeyID(ctx context.Context) string {
	id, _ := ctx.Value(ctxKey{}).(string)
	return id
}
