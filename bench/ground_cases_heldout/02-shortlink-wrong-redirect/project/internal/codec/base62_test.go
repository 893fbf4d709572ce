package codec

import "testing"

func TestEncode(t *testing.T) {
	cases := map[uint64]string{0: "0", 9: "9", 10: "a", 35: "z", 62: "10", 125: "21"}
	for id, want := range cases {
		if got := Encode(id); got != want {
			t.Errorf("Encode(%d) = %q, want %q", id, got, want)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	for _, id := range []uint64{1, 7, 20, 35, 62, 71} {
		code := Encode(id)
		got, err := Decode(code)
		if err != nil || got != id {
			t.Errorf("Decode(Encode(%d)=%q) = %d, %v", id, code, got, err)
		}
	}
}

func TestDecodeRejectsGarbage(t *testing.T) {
	if _, err := Decode("ab-c"); err != ErrInvalid {
		t.Fatalf("want ErrInvalid, got %v", err)
	}
}
