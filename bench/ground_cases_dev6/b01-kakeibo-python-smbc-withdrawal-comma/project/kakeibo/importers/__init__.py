from kakeibo.importers.base import BaseImporter
from kakeibo.importers.paypay import PayPayImporter
from kakeibo.importers.rakuten import RakutenCardImporter
from kakeibo.importers.smbc import SmbcImporter

IMPORTERS: dict[str, type[BaseImporter]] = {
    SmbcImporter.name: SmbcImporter,
    RakutenCardImporter.name: RakutenCardImporter,
    PayPayImporter.name: PayPayImporter,
}


def get_importer(name: str) -> BaseImporter:
    try:
        return IMPORTERS[name]()
    except KeyError:
        raise SystemExit(f"unknown format: {name} (choose from {', '.join(IMPORTERS)})") from None
