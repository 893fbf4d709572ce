package model

import "time"

// User is what the API returns for a user (see components.schemas.User in api/openapi.yaml).
type User struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	CreatedAt time.Time `json:"createdAt"`
}
