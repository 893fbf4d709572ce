import pytest


class FakeClient:
    """Stands in for PushClient: records batches and accepts every token."""

    def __init__(self) -> None:
        self.batches: list[list[str]] = []

    def send_batch(self, tokens, title, body):
        self.batches.append(list(tokens))
        return len(tokens)

    def close(self) -> None:
        pass


@pytest.fixture
def client() -> FakeClient:
    return FakeClient()


@pytest.fixture
def tokens_200() -> list[str]:
    return [f"t{i}" for i in range(200)]


@pytest.fixture
def tokens_with_blanks() -> list[str]:
    return [f"t{i}" for i in range(100)] + [""] * 5
