package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

const cookieName = "tg_session"

type ctxKey struct{}

type Sessions struct {
	db  *pgxpool.Pool
	ttl time.Duration
}

func NewSessions(db *pgxpool.Pool, ttl time.Duration) *Sessions {
	return &Sessions{db: db, ttl: ttl}
}

func digest(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func (s *Sessions) Start(ctx context.Context, w http.ResponseWriter, userID int64) error {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return err
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	_, err := s.db.Exec(ctx, `INSERT INTO sessions (digest, user_id, expires_at) VALUES ($1, $2, $3)`,
		digest(token), userID, time.Now().Add(s.ttl))
	if err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: token, Path: "/", HttpOnly: true, Secure: true,
		SameSite: http.SameSiteLaxMode, MaxAge: int(s.ttl.Seconds())})
	return nil
}

func (s *Sessions) End(ctx context.Context, w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie(cookieName); err == nil {
		_, _ = s.db.Exec(ctx, `DELETE FROM sessions WHERE digest = $1`, digest(c.Value))
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1})
}

func (s *Sessions) Require(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie(cookieName)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		var userID int64
		err = s.db.QueryRow(r.Context(), `SELECT user_id FROM sessions WHERE digest = $1 AND expires_at > now()`,
			digest(c.Value)).Scan(&userID)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, userID)))
	})
}

func UserID(ctx context.Context) int64 {
	id, _ := ctx.Value(ctxKey{}).(int64)
	return id
}
