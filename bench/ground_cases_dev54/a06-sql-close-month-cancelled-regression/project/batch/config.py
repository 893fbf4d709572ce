import os


def dsn() -> str:
    return (
        f"host={os.environ.get('LEDGER_DB_HOST', 'localhost')} "
        f"dbname={os.environ.get('LEDGER_DB_NAME', 'ledger')} "
        f"user={os.environ.get('LEDGER_DB_USER', 'ledger')} "
        f"password={os.environ.get('LEDGER_DB_PASSWORD', '')}"
    )
