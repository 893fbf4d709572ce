from clubsite.standings import table

RESULTS = [
    ("FCみなと", "SCみなみ", 2, 1),
    ("芝浦ユナイテッド", "FCみなと", 0, 0),
    ("SCみなみ", "芝浦ユナイテッド", 3, 0),
    ("港南クラブ", "FCみなと", 1, 4),
    ("港南クラブ", "SCみなみ", 2, 2),
]


def test_points():
    rows = {r.team: r for r in table(RESULTS)}
    assert rows["FCみなと"].points == 7
    assert rows["SCみなみ"].points == 4
    assert rows["港南クラブ"].points == 1


def test_leader_by_points():
    assert table(RESULTS)[0].team == "FCみなと"


def test_goal_diff():
    rows = {r.team: r for r in table(RESULTS)}
    assert rows["FCみなと"].goal_diff == 4
    assert rows["港南クラブ"].goal_diff == -3


def test_played_counts():
    rows = {r.team: r for r in table(RESULTS)}
    assert rows["FCみなと"].played == 3
    assert rows["芝浦ユナイテッド"].played == 2
