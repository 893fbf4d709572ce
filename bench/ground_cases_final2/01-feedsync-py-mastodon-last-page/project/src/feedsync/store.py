import json
import sqlite3


class Store:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS items (source TEXT, owner TEXT, id TEXT, body TEXT, "
            "PRIMARY KEY (source, owner, id))"
        )

    def save_many(self, source, owner, items):
        rows = [(source, owner, str(i["id"]), json.dumps(i)) for i in items]
        self.db.executemany("INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)", rows)
        self.db.commit()
