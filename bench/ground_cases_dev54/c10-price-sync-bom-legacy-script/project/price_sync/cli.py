"""Entry point: python -m price_sync.cli import-all | report"""
import argparse
import configparser
import logging
import sys

from price_sync import exporter, importer


def main(argv=None):
    cfg = configparser.ConfigParser()
    cfg.read("config.ini")
    parser = argparse.ArgumentParser(prog="price_sync")
    parser.add_argument("command", choices=["import-all", "report"])
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # cron runs us from /opt/price-sync; config.ini paths are absolute
    if not cfg.has_section("paths"):
        logging.error("config.ini not found in %s", __import__("os").getcwd())
        return 2
    if args.command == "import-all":
        importer.import_inbox(cfg["paths"]["inbox"], cfg["paths"]["archive"],
                              int(cfg["sync"]["max_change_pct"]))
    else:
        path = exporter.write_report(cfg["paths"]["report"])
        logging.info(exporter.summary(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
