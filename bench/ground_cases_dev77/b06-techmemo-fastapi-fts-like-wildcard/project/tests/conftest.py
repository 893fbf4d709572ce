import pytest

from app import db


@pytest.fixture
def conn(tmp_path):
    c = db.connect(tmp_path / "t.db")
    rows = [
        ("東京オフィスのWi-Fi設定", "ゲスト用SSIDは別VLAN。パスワードは総務に確認。"),
        ("Postgres の VACUUM", "autovacuum が追いつかないときは scale_factor を下げる。"),
        ("京都出張メモ", "新幹線は東京駅 8:00 発。会議室は 3F。"),
        ("進捗率の計算", "完了タスク / 全タスクで 100% を超えないように丸める。"),
    ]
    c.executemany("INSERT INTO memos(title, body) VALUES (?, ?)", rows)
    c.commit()
    yield c
    c.close()
