package cursor

import (
	"errors"
	"testing"
	"time"
)

func TestRoundTrip(t *testing.T) {
	in := Cursor{CreatedAt: time.Date(2025, 3, 9, 14, 2, 11, 123456000, time.UTC), ID: 88121}
	out, err := Decode(Encode(in))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if !out.CreatedAt.Equal(in.CreatedAt) || out.ID != in.ID {
		t.Fatalf("got %+v, want %+v", out, in)
	}
}

func TestEmptyIsStart(t *testing.T) {
	c, err := Decode("")
	if err != nil || !c.IsZero() {
		t.Fatalf("got %+v, %v", c, err)
	}
}

func TestGarbage(t *testing.T) {
	for _, s := range []string{"%%%", "bm90LWEtdGltZXxhYmM="} {
		if _, err := Decode(s); !errors.Is(err, ErrBadCursor) {
			t.Errorf("Decode(%q) err = %v, want ErrBadCursor", s, err)
		}
	}
}
