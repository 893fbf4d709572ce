from backup.prune import prune


class FakeStorage:
    def __init__(self, names):
        self.names = list(names)
        self.deleted = []

    def list(self):
        return list(self.names)

    def delete(self, name):
        self.deleted.append(name)
        self.names.remove(name)


NAMES = [f"db/app-202511{d:02d}-021500.sql.gz" for d in range(1, 11)]


def test_keeps_newest():
    s = FakeStorage(NAMES)
    removed = prune(s, keep=7)
    assert removed == ["db/app-20251103-021500.sql.gz", "db/app-20251102-021500.sql.gz", "db/app-20251101-021500.sql.gz"]
    assert s.deleted == removed


def test_dry_run_deletes_nothing():
    s = FakeStorage(NAMES)
    removed = prune(s, keep=7, dry_run=True)
    assert len(removed) == 3
    assert s.deleted == []
