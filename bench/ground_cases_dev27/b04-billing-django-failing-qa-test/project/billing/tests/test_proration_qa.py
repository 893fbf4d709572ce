"""QA: プラン変更の日割り（仕様書 BILL-112 の例に合わせる）"""
from datetime import date

from billing.services import prorated_difference


def test_prorate_upgrade_on_15th():
    # 11月(30日)の15日に 1,000円 → 4,000円。変更日を含む 15日〜30日 の16日分を請求
    assert prorated_difference(1000, 4000, date(2025, 11, 15)) == 1600


def test_prorate_upgrade_on_last_day():
    # 月末日に変更 → 1日分
    assert prorated_difference(1000, 4000, date(2025, 11, 30)) == 100


def test_prorate_downgrade():
    assert prorated_difference(4000, 2000, date(2025, 11, 15)) == 0
