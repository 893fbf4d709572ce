package signup

import (
	"context"
	"errors"
	"testing"

	"github.com/fernhill/accounts/internal/users"
	"github.com/fernhill/accounts/internal/users/userstest"
)

func TestRegister(t *testing.T) {
	ctx := context.Background()
	svc := &Service{Users: userstest.NewFakeStore()}

	u, err := svc.Register(ctx, "  ana@fernhill.io ", "Ana")
	if err != nil {
		t.Fatalf("Register: %v", err)
	}
	if u.Email != "ana@fernhill.io" {
		t.Errorf("email = %q, want trimmed", u.Email)
	}
}

func TestRegisterDuplicate(t *testing.T) {
	ctx := context.Background()
	svc := &Service{Users: userstest.NewFakeStore()}
	if _, err := svc.Register(ctx, "ana@fernhill.io", "Ana"); err != nil {
		t.Fatal(err)
	}
	_, err := svc.Register(ctx, "ana@fernhill.io", "Ana again")
	if !errors.Is(err, users.ErrEmailTaken) {
		t.Fatalf("err = %v, want ErrEmailTaken", err)
	}
}

func TestRegisterInvalidEmail(t *testing.T) {
	svc := &Service{Users: userstest.NewFakeStore()}
	if _, err := svc.Register(context.Background(), "not an email", "x"); !errors.Is(err, ErrInvalidEmail) {
		t.Fatalf("err = %v, want ErrInvalidEmail", err)
	}
}
