package report

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/kobayashi-infra/logsum/parse"
)

func TestWriteJSON(t *testing.T) {
	a := New()
	a.Add(parse.Entry{Path: "/a", Status: 200})
	a.Add(parse.Entry{Path: "/a", Status: 200})
	a.Add(parse.Entry{Path: "/b", Status: 404})
	a.Skipped = 1

	var buf bytes.Buffer
	if err := a.WriteJSON(&buf, 1); err != nil {
		t.Fatal(err)
	}
	var got jsonReport
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, buf.String())
	}
	if got.Total != 3 || got.Skipped != 1 || got.ByStatus["200"] != 2 || got.ByStatus["404"] != 1 {
		t.Fatalf("unexpected report: %+v", got)
	}
	if len(got.TopPaths) != 1 || got.TopPaths[0].Key != "/a" || got.TopPaths[0].Count != 2 {
		t.Fatalf("top paths: %+v", got.TopPaths)
	}
}
