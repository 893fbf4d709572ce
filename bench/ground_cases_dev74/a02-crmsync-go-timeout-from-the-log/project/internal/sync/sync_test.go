package sync

import (
	"context"
	"testing"
	"time"

	"github.com/fieldlane/crmsync/internal/crm"
	"github.com/fieldlane/crmsync/internal/store"
)

type fakeCRM struct{ pages []*crm.Page }

func (f *fakeCRM) Contacts(_ context.Context, _ time.Time, cursor string, _ int) (*crm.Page, error) {
	i := 0
	if cursor != "" {
		i = int(cursor[0] - '0')
	}
	return f.pages[i], nil
}

type fakeStore struct {
	cp    store.Checkpoint
	saved []store.Checkpoint
	rows  []store.Contact
}

func (f *fakeStore) Checkpoint(context.Context) (store.Checkpoint, error) { return f.cp, nil }
func (f *fakeStore) SaveCheckpoint(_ context.Context, cp store.Checkpoint) error {
	f.saved = append(f.saved, cp)
	return nil
}
func (f *fakeStore) UpsertContacts(_ context.Context, rows []store.Contact) (int, error) {
	f.rows = append(f.rows, rows...)
	return len(rows), nil
}

func TestRunSkipsArchivedAndEmptyEmail(t *testing.T) {
	src := &fakeCRM{pages: []*crm.Page{
		{Contacts: []crm.Contact{{ID: "1", Email: "A@x.io"}, {ID: "2", Archived: true, Email: "b@x.io"}}, NextCursor: "1"},
		{Contacts: []crm.Contact{{ID: "3"}}},
	}}
	dst := &fakeStore{}
	stats, err := Job{CRM: src, Store: dst, PageSize: 2}.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if stats.Pages != 2 || stats.Upserted != 1 || stats.Skipped != 2 {
		t.Fatalf("stats = %+v", stats)
	}
	if dst.rows[0].Email != "a@x.io" {
		t.Fatalf("email not normalised: %q", dst.rows[0].Email)
	}
	if len(dst.saved) != 2 || dst.saved[0].Cursor != "1" || dst.saved[1].Cursor != "" {
		t.Fatalf("checkpoints = %+v", dst.saved)
	}
}

func TestRunResumesFromCursor(t *testing.T) {
	src := &fakeCRM{pages: []*crm.Page{
		{Contacts: []crm.Contact{{ID: "1", Email: "a@x.io"}}, NextCursor: "1"},
		{Contacts: []crm.Contact{{ID: "2", Email: "b@x.io"}}},
	}}
	dst := &fakeStore{cp: store.Checkpoint{Cursor: "1"}}
	stats, err := Job{CRM: src, Store: dst, PageSize: 1}.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if stats.Pages != 1 || dst.rows[0].CRMID != "2" {
		t.Fatalf("did not resume: %+v %+v", stats, dst.rows)
	}
}
