package paginate

import "testing"

func nums(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func TestPaginate_FirstPage(t *testing.T) {
	got, more := Page(nums(45), 0, 20)
	if len(got) != 20 || !more {
		t.Fatalf("got %d items more=%v", len(got), more)
	}
}

func TestPaginate_LastPage(t *testing.T) {
	if n := TotalPages(40, 20); n != 2 {
		t.Fatalf("TotalPages(40, 20) = %d, want 2", n)
	}
	got, more := Page(nums(40), 1, 20)
	if len(got) != 20 || more {
		t.Fatalf("last page: %d items more=%v", len(got), more)
	}
}

func TestPaginate_Partial(t *testing.T) {
	got, more := Page(nums(45), 2, 20)
	if len(got) != 5 || more {
		t.Fatalf("got %d items more=%v", len(got), more)
	}
}

func TestFooter(t *testing.T) {
	if f := Footer(0, 20, 45); f != "page 1 of 3" {
		t.Fatalf("footer = %q", f)
	}
}
