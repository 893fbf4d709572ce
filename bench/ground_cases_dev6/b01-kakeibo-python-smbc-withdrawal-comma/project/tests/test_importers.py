from datetime import date

from kakeibo.importers.base import BaseImporter
from kakeibo.importers.rakuten import RakutenCardImporter
from kakeibo.importers.smbc import SmbcImporter


def test_parse_amount_variants():
    imp = BaseImporter()
    assert imp.parse_amount("1,280") == 1280
    assert imp.parse_amount("¥1,280") == 1280
    assert imp.parse_amount("1,280円") == 1280
    assert imp.parse_amount("") == 0
    assert imp.parse_amount("-980") == -980


def test_rakuten_sample(fixtures):
    txs = RakutenCardImporter().read(fixtures / "rakuten_sample.csv")
    assert [t.amount for t in txs] == [-1058, -3480, 980]


def test_smbc_sample(fixtures):
    # フィクスチャは UTF-8 で保存している
    imp = SmbcImporter()
    imp.encoding = "utf-8"
    txs = imp.read(fixtures / "smbc_sample.csv")
    assert txs[0].amount == 250000
    assert txs[1].amount == -880
    assert txs[1].date == date(2024, 4, 27)
