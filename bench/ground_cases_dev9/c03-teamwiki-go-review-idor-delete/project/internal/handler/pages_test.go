package handler_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/chenjie/teamwiki/internal/testutil"
)

func TestCreateAndDeletePage(t *testing.T) {
	srv := testutil.NewServer(t)
	alice := srv.Login(t, "alice")

	res := alice.Do(t, http.MethodPost, "/pages", strings.NewReader(`{"title":"周会纪要","body":"..."}`))
	if res.Code != http.StatusCreated {
		t.Fatalf("create: got %d", res.Code)
	}
	id := testutil.JSONField(t, res, "id")

	res = alice.Do(t, http.MethodDelete, "/pages/"+id, nil)
	if res.Code != http.StatusNoContent {
		t.Fatalf("delete: got %d", res.Code)
	}

	res = alice.Do(t, http.MethodGet, "/pages/"+id, nil)
	if res.Code != http.StatusNotFound {
		t.Fatalf("get after delete: got %d", res.Code)
	}
}
