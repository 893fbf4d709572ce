package model

import "time"

// Project is a board that owns tasks. Archived projects are hidden from the
// sidebar but can still be opened by URL.
type Project struct {
	ID         int64     `json:"id"`
	Name       string    `json:"name"`
	OwnerID    int64     `json:"owner_id"`
	CreatedAt  time.Time `json:"created_at"`
	ArchivedAt time.Time `json:"archived_at,omitempty"`
}

// Archived reports whether the project has been archived.
func (p Project) Archived() bool {
	return !p.ArchivedAt.IsZero()
}
