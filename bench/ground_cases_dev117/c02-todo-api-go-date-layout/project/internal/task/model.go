package task

import "time"

// Task is what the API returns. The web client (todo-web) reads these field names.
type Task struct {
	ID        int64      `json:"id"`
	Title     string     `json:"title"`
	Note      string     `json:"note,omitempty"`
	Done      bool       `json:"done"`
	DueDate   *Date	  `json:"due_date,omitempty"`
	CreatedAt time.Time  `json:"created_at"`
}

type createRequest struct {
	Title   string     `json:"title"`
	Note    string     `json:"note"`
	DueDate *Date	  `json:"due_date"`
}
