from viewers.counter import ViewerCounter


def test_two_sessions_count_twice():
    c = ViewerCounter()
    c.join("s1", "a")
    assert c.join("s1", "b") == 2


def test_leave_decrements():
    c = ViewerCounter()
    c.join("s1", "a")
    c.join("s1", "b")
    assert c.leave("s1", "a") == 1
    assert c.count("s1") == 1


def test_leave_unknown_session_is_ignored():
    c = ViewerCounter()
    c.join("s1", "a")
    assert c.leave("s1", "zzz") == 1


def test_streams_are_separate():
    c = ViewerCounter()
    c.join("s1", "a")
    c.join("s2", "a")
    assert (c.count("s1"), c.count("s2")) == (1, 1)


def test_listeners_get_new_count():
    seen = []
    c = ViewerCounter()
    c.on_change(lambda stream, n: seen.append((stream, n)))
    c.join("s1", "a")
    c.leave("s1", "a")
    assert seen == [("s1", 1), ("s1", 0)]
