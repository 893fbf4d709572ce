package lobby

import "testing"

func newPlayer(id string) *Player {
	return &Player{ID: id, Name: id, Out: make(chan []byte, 4)}
}

func TestJoinAndLeave(t *testing.T) {
	l := New(4)
	r := l.Create()
	if err := r.Join(newPlayer("a")); err != nil {
		t.Fatal(err)
	}
	if err := r.Join(newPlayer("a")); err != ErrAlreadyIn {
		t.Fatalf("second join: got %v, want ErrAlreadyIn", err)
	}
	l.Leave(r.Code, "a")
	if r.Size() != 0 {
		t.Fatalf("size after leave = %d", r.Size())
	}
}

func TestLastLeaveClosesRoom(t *testing.T) {
	l := New(4)
	r := l.Create()
	r.Join(newPlayer("a"))
	r.Join(newPlayer("b"))
	l.Leave(r.Code, "a")
	if _, err := l.Get(r.Code); err != nil {
		t.Fatalf("room gone while b is still in it: %v", err)
	}
	l.Leave(r.Code, "b")
	if _, err := l.Get(r.Code); err != ErrRoomNotFound {
		t.Fatalf("room still listed after last leave: %v", err)
	}
	select {
	case <-r.done:
	default:
		t.Fatal("r.done not closed, Run would keep ticking")
	}
}

func TestRoomFull(t *testing.T) {
	l := New(2)
	r := l.Create()
	r.Join(newPlayer("a"))
	r.Join(newPlayer("b"))
	if err := r.Join(newPlayer("c")); err != ErrRoomFull {
		t.Fatalf("got %v, want ErrRoomFull", err)
	}
}

func TestBroadcastReachesEveryone(t *testing.T) {
	l := New(4)
	r := l.Create()
	a, b := newPlayer("a"), newPlayer("b")
	r.Join(a)
	r.Join(b)
	r.Broadcast([]byte("hi"))
	for _, p := range []*Player{a, b} {
		if got := string(<-p.Out); got != "hi" {
			t.Fatalf("%s got %q", p.ID, got)
		}
	}
}

func TestGetUnknownRoom(t *testing.T) {
	if _, err := New(4).Get("ZZZZZ"); err != ErrRoomNotFound {
		t.Fatalf("got %v", err)
	}
}
