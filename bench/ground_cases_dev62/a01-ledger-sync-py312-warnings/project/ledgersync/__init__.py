"""Sync ledger entries from the bank export API into the accounting database."""
from ledgersync.version import get_version

__version__ = get_version()
