package health

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"time"
)

type Checker struct {
	DB      *sql.DB
	Version string
	Started time.Time
}

type status struct {
	Status  string `json:"status"`
	Version string `json:"version"`
	Uptime  string `json:"uptime"`
}

func (c *Checker) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	st := status{
		Status:  "ok",
		Version: c.Version,
		Uptime:  time.Since(c.Started).Round(time.Second).String(),
	}
	code := http.StatusOK
	if c.DB != nil {
		if err := c.DB.PingContext(ctx); err != nil {
			st.Status = "db_unreachable"
			code = http.StatusServiceUnavailable
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(st)
}
