package handler

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
)

func TestParsePage(t *testing.T) {
	gin.SetMode(gin.TestMode)
	cases := []struct {
		query      string
		page, size int
	}{
		{"", 1, 20},
		{"?page=0&size=0", 1, 20},
		{"?page=3&size=500", 3, 100},
		{"?page=-2&size=-1", 1, 20},
	}
	for _, tc := range cases {
		w := httptest.NewRecorder()
		c, _ := gin.CreateTestContext(w)
		c.Request = httptest.NewRequest(http.MethodGet, "/api/v1/coupons"+tc.query, nil)
		page, size := parsePage(c)
		if page != tc.page || size != tc.size {
			t.Errorf("%q: got (%d,%d), want (%d,%d)", tc.query, page, size, tc.page, tc.size)
		}
	}
}

func TestIsAdmin(t *testing.T) {
	gin.SetMode(gin.TestMode)
	w := httptest.NewRecorder()
	c, _ := gin.CreateTestContext(w)
	c.Request = httptest.NewRequest(http.MethodGet, "/", nil)
	if isAdmin(c) {
		t.Fatal("empty role should not be admin")
	}
	c.Set("role", "admin")
	if !isAdmin(c) {
		t.Fatal("admin role should be admin")
	}
}
