package session

import (
	"context"
	"log/slog"
	"time"
)

// Config tunes session expiry.
type Config struct {
	TTL           time.Duration
	SweepInterval time.Duration
}

// DefaultConfig is what production runs with.
func DefaultConfig() Config {
	return Config{TTL: 90 * time.Second, SweepInterval: 30 * time.Second}
}

// Manager owns the session store and its sweeper.
type Manager struct {
	store  *Store
	cfg    Config
	logger *slog.Logger
}

func NewManager(cfg Config, logger *slog.Logger) *Manager {
	if cfg.SweepInterval == 0 {
		cfg.SweepInterval = time.Minute
	}
	return &Manager{
		store:  &Store{ttl: cfg.TTL},
		cfg:    cfg,
		logger: logger,
	}
}

// Heartbeat marks the session as alive.
func (m *Manager) Heartbeat(sessionID, userID string) *Entry {
	e := m.store.Touch(sessionID, userID)
	m.logger.Debug("heartbeat", "session", sessionID, "user", userID)
	return e
}

// Logout ends a session right away.
func (m *Manager) Logout(sessionID string) {
	m.store.Remove(sessionID)
}

// Online lists users with a live session.
func (m *Manager) Online() []string {
	return m.store.OnlineUsers()
}

// Run sweeps expired sessions until ctx is done.
func (m *Manager) Run(ctx context.Context) {
	t := time.NewTicker(m.cfg.SweepInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if n := m.store.Sweep(); n > 0 {
				m.logger.Info("swept sessions", "count", n)
			}
		}
	}
}
