package api

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/qiaoyu/taskd/internal/store"
	"github.com/qiaoyu/taskd/internal/task"
)

func newHandler() *Handler {
	s := store.NewMemory()
	day := time.Date(2025, 6, 10, 0, 0, 0, 0, time.UTC)
	s.Add(task.Task{Title: "write spec", Status: task.StatusOpen, Due: day})
	s.Add(task.Task{Title: "ship", Status: task.StatusDone, Due: day})
	s.Add(task.Task{Title: "retro", Status: task.StatusOpen})
	return &Handler{Store: s, Now: func() time.Time { return day.Add(36 * time.Hour) }}
}

func TestListTasksLimit(t *testing.T) {
	h := newHandler()
	rec := httptest.NewRecorder()
	h.ListTasks(rec, httptest.NewRequest("GET", "/tasks?limit=2", nil))
	var got []taskView
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("want 2 tasks, got %d", len(got))
	}
	if !got[0].Overdue {
		t.Errorf("task due two days ago should be overdue")
	}
}
