from backup.rotate import parse, to_delete


def names(*stamps):
    return [f"db-{s}Z.sql.gz" for s in stamps]


def test_parse_ignores_other_files():
    archives = parse(names("20250101T020000") + ["notes.txt"])
    assert [a.name for a in archives] == ["db-20250101T020000Z.sql.gz"]


def test_keep_weekly_keeps_newest_of_each_week():
    # 2025-10-06 .. 2025-11-09: five full ISO weeks, one archive a day
    stamps = [f"2025{m:02d}{d:02d}T020000" for m, d in [(10, x) for x in range(6, 32)] + [(11, x) for x in range(1, 10)]]
    doomed = to_delete(names(*stamps), keep_daily=3, keep_weekly=4)
    kept = set(names(*stamps)) - set(doomed)
    assert kept == set(names("20251109T020000", "20251108T020000", "20251107T020000",
                             "20251102T020000", "20251026T020000", "20251019T020000"))


def test_keeps_newest_daily():
    stamps = [f"202511{d:02d}T020000" for d in range(1, 11)]
    doomed = to_delete(names(*stamps), keep_daily=7)
    assert sorted(doomed) == names("20251101T020000", "20251102T020000", "20251103T020000")
