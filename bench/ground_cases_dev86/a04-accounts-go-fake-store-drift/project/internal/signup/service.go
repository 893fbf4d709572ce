package signup

import (
	"context"
	"errors"
	"fmt"
	"net/mail"
	"strings"

	"github.com/fernhill/accounts/internal/users"
)

var ErrInvalidEmail = errors.New("signup: invalid email")

type Service struct {
	Users users.Store
}

// Register creates an account unless the address is already registered (in any letter case).
func (s *Service) Register(ctx context.Context, email, name string) (users.User, error) {
	email = strings.TrimSpace(email)
	if _, err := mail.ParseAddress(email); err != nil {
		return users.User{}, ErrInvalidEmail
	}
	_, err := s.Users.FindByEmail(ctx, email)
	switch {
	case err == nil:
		return users.User{}, users.ErrEmailTaken
	case !errors.Is(err, users.ErrNotFound):
		return users.User{}, fmt.Errorf("signup: lookup: %w", err)
	}
	return s.Users.Create(ctx, users.User{Email: email, Name: strings.TrimSpace(name)})
}
