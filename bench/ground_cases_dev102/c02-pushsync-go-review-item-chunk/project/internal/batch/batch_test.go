package batch

import "testing"

func TestChunkEven(t *testing.T) {
	got := Chunk([]int{1, 2, 3, 4}, 2)
	if len(got) != 2 || got[1][1] != 4 {
		t.Fatalf("got %v", got)
	}
}

func TestValidate(t *testing.T) {
	if err := Validate(0, 100); err == nil {
		t.Fatal("want error for 0")
	}
	if err := Validate(500, 100); err == nil {
		t.Fatal("want error for 500")
	}
	if err := Validate(50, 100); err != nil {
		t.Fatal(err)
	}
}

func TestCount(t *testing.T) {
	if Count(101, 50) != 3 {
		t.Fatal("want 3")
	}
	if Count(0, 50) != 0 {
		t.Fatal("want 0")
	}
}
