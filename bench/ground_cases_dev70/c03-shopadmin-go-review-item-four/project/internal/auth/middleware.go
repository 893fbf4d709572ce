package auth

import (
	"encoding/json"
	"net/http"
)

type SessionStore interface {
	Get(id string) (*Session, bool)
	Create(userID, shopID string, role Role) *Session
}

func RequireLogin(store SessionStore) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			c, err := r.Cookie(CookieName)
			if err != nil {
				http.Error(w, "login required", http.StatusUnauthorized)
				return
			}
			sess, ok := store.Get(c.Value)
			if !ok {
				http.Error(w, "session expired", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r.WithContext(WithSession(r.Context(), sess)))
		})
	}
}

func RequirePerm(p Perm) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			sess := FromContext(r.Context())
			if sess == nil || !sess.Role.Can(p) {
				http.Error(w, "forbidden", http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

type loginRequest struct {
	Phone    string `json:"phone"`
	Password string `json:"password"`
}

// LoginHandler 演示用：真实校验在 account 服务，这里只按手机号查内置账号。
func LoginHandler(store SessionStore) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req loginRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		acct, ok := demoAccounts[req.Phone]
		if !ok || acct.password != req.Password {
			http.Error(w, "invalid credentials", http.StatusUnauthorized)
			return
		}
		sess := store.Create(acct.userID, acct.shopID, acct.role)
		SetCookie(w, sess)
		w.WriteHeader(http.StatusNoContent)
	}
}

var demoAccounts = map[string]struct {
	password, userID, shopID string
	role                     Role
}{
	"13900000001": {"pw-owner", "u1", "shop-xuhui", RoleOwner},
	"13900000002": {"pw-cashier", "u2", "shop-xuhui", RoleCashier},
	"13900000003": {"pw-manager", "u3", "shop-jingan", RoleManager},
	"13900000004": {"pw-cashier2", "u4", "shop-jingan", RoleCashier},
}
