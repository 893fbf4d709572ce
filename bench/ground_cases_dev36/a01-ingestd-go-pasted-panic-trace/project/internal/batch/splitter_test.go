package batch

import (
	"errors"
	"fmt"
	"testing"
)

func records(n int) []Record {
	out := make([]Record, n)
	for i := range out {
		out[i] = Record{Key: fmt.Sprintf("k%03d", i), Payload: []byte{0, 2, 0, 0, 0, 0, 0, byte(i)}}
	}
	return out
}

func TestSplitterEvenBatches(t *testing.T) {
	sp, err := NewSplitter(records(10), 5)
	if err != nil {
		t.Fatal(err)
	}
	var sizes []int
	for {
		b, err := sp.Next()
		if errors.Is(err, ErrDone) {
			break
		}
		sizes = append(sizes, len(b))
	}
	if fmt.Sprint(sizes) != "[5 5]" {
		t.Fatalf("sizes = %v, want [5 5]", sizes)
	}
	if sp.Batches() != 2 {
		t.Fatalf("Batches() = %d, want 2", sp.Batches())
	}
}

func TestSplitterRejectsZeroSize(t *testing.T) {
	if _, err := NewSplitter(records(3), 0); err == nil {
		t.Fatal("expected an error for size 0")
	}
}

func TestSplitterReset(t *testing.T) {
	sp, _ := NewSplitter(records(4), 2)
	sp.Next()
	sp.Reset()
	if sp.Remaining() != 4 {
		t.Fatalf("Remaining() = %d after Reset, want 4", sp.Remaining())
	}
}
