package slack

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func fakeSlack(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	c := New("xoxb-test")
	c.baseURL = srv.URL + "/"
	return c
}

func TestListUsersSinglePage(t *testing.T) {
	c := fakeSlack(t, func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "Bearer xoxb-test", r.Header.Get("Authorization"))
		json.NewEncoder(w).Encode(map[string]any{
			"ok":      true,
			"members": []map[string]any{{"id": "U1", "name": "ana"}, {"id": "U2", "name": "bo"}},
		})
	})
	users, err := c.ListUsers(context.Background())
	require.NoError(t, err)
	require.Len(t, users, 2)
}

func TestListUsersFollowsCursor(t *testing.T) {
	calls := 0
	c := fakeSlack(t, func(w http.ResponseWriter, r *http.Request) {
		calls++
		if r.URL.Query().Get("cursor") == "" {
			json.NewEncoder(w).Encode(map[string]any{
				"ok": true, "members": []map[string]any{{"id": "U1"}},
				"response_metadata": map[string]any{"next_cursor": "dXNlcjpVMg=="},
			})
			return
		}
		require.Equal(t, "dXNlcjpVMg==", r.URL.Query().Get("cursor"))
		json.NewEncoder(w).Encode(map[string]any{"ok": true, "members": []map[string]any{{"id": "U2"}}})
	})
	users, err := c.ListUsers(context.Background())
	require.NoError(t, err)
	require.Len(t, users, 2)
	require.Equal(t, 2, calls)
}

func TestListUsersSlackError(t *testing.T) {
	c := fakeSlack(t, func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]any{"ok": false, "error": "invalid_auth"})
	})
	_, err := c.ListUsers(context.Background())
	require.ErrorContains(t, err, "invalid_auth")
}
