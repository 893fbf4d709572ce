package unit

import "testing"

func TestToGramKg(t *testing.T) {
	g, err := ToGram(1.5, "公斤")
	if err != nil || g != 1500 {
		t.Fatalf("1.5 公斤 = %d, %v", g, err)
	}
}

func TestToGramLiang(t *testing.T) {
	g, _ := ToGram(3, "两")
	if g != 150 {
		t.Fatalf("3 两 = %d", g)
	}
}

func TestUnknownUnit(t *testing.T) {
	if _, err := ToGram(1, "箱"); err == nil {
		t.Fatal("应该报错")
	}
}

func TestMinQty(t *testing.T) {
	if MinQty("两") != 2 || MinQty("公斤") != 0.5 {
		t.Fatal("起售量不对")
	}
}

func TestKgText(t *testing.T) {
	if s := KgText(1500); s != "1.5 公斤" {
		t.Fatalf("got %s", s)
	}
}
