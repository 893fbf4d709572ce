import asyncio

from fastapi.testclient import TestClient
from starlette.websockets import WebSocketState

from app.main import app
from app.manager import ConnectionManager

client = TestClient(app)


class FakeSocket:
    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.sent: list[dict] = []
        self.application_state = WebSocketState.CONNECTED

    async def accept(self) -> None:
        pass

    async def send_json(self, message: dict) -> None:
        if self.fail:
            raise RuntimeError('Cannot call "send" once a close message has been sent.')
        self.sent.append(message)


def test_notification_is_pushed_to_open_tab():
    with client.websocket_connect("/ws/w1") as ws:
        client.post("/notifications", json={"user_id": "w1", "body": "ping"})
        msg = ws.receive_json()
    assert msg["type"] == "notification"
    assert msg["notification"]["body"] == "ping"


def test_broadcast_skips_dead_socket():
    manager = ConnectionManager()
    dead, alive = FakeSocket(fail=True), FakeSocket()

    async def run() -> int:
        await manager.connect("a", dead)
        await manager.connect("b", alive)
        return await manager.broadcast({"type": "hello"})

    assert asyncio.run(run()) == 1
    assert alive.sent == [{"type": "hello"}]
    assert manager.count("a") == 0


def test_mark_read_pushes_unread_count():
    n = client.post("/notifications", json={"user_id": "w2", "body": "x"}).json()
    with client.websocket_connect("/ws/w2") as ws:
        client.post("/users/w2/notifications/read", json={"ids": [n["id"]]})
        msg = ws.receive_json()
    assert msg == {"type": "unread", "count": 0}
