from datetime import date

from league.results import Result
from league.table import standings


def res(home, away, hg, ag):
    return Result(date(2025, 9, 1), home, away, hg, ag, "played")


def test_win_is_three_points():
    table = standings([res("A", "B", 2, 0)])
    assert table[0].team == "A"
    assert table[0].points == 3
    assert table[1].points == 0


def test_draw_is_one_point_each():
    table = standings([res("A", "B", 1, 1)])
    assert [r.points for r in table] == [1, 1]


def test_points_beat_wins():
    # B: 1 win 2 draws = 5 pts; D and A have 4, D ahead on goal difference
    table = standings([res("A", "C", 1, 0), res("B", "C", 2, 0), res("B", "A", 1, 1),
                       res("B", "D", 0, 0), res("A", "D", 0, 3)])
    assert [r.team for r in table][:2] == ["B", "D"]


def test_goal_difference_breaks_ties():
    table = standings([res("A", "C", 1, 0), res("B", "C", 4, 0)])
    assert [r.team for r in table][:2] == ["B", "A"]


def test_goal_difference():
    table = standings([res("A", "B", 4, 1)])
    assert table[0].goal_difference == 3
    assert table[1].goal_difference == -3
