from pushcast.sender import dedupe, send_all


def test_send_all_batches(client, tokens_200):
    assert send_all(client, tokens_200, "hi", "there", batch_size=100) == 200
    assert [len(b) for b in client.batches] == [100, 100]


def test_empty_tokens_are_skipped(client, tokens_with_blanks):
    assert send_all(client, tokens_with_blanks, "hi", "there", batch_size=100) == 100


def test_small_batches(client):
    tokens = [f"t{i}" for i in range(6)]
    assert send_all(client, tokens, "hi", "there", batch_size=3) == 6
    assert [len(b) for b in client.batches] == [3, 3]


def test_dedupe_keeps_order():
    assert dedupe(["b", "a", "b", "c", "a"]) == ["b", "a", "c"]


def test_dedupe_empty():
    assert dedupe([]) == []
