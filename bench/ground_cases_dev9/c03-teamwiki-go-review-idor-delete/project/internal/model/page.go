package model

import "time"

type User struct {
	ID          int64
	Name        string
	WorkspaceID int64
}

type Workspace struct {
	ID   int64
	Slug string
}

type Page struct {
	ID          int64     `json:"id"`
	WorkspaceID int64     `json:"workspace_id"`
	Title       string    `json:"title"`
	Body        string    `json:"body"`
	CreatedBy   int64     `json:"created_by"`
	UpdatedBy   int64     `json:"updated_by"`
	ShareToken  *string   `json:"share_token,omitempty"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

type PageInput struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}
