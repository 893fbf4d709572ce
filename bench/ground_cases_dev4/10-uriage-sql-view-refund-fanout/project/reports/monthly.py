import os

import psycopg


def main() -> None:
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        for month, gross, refunded, net in conn.execute("SELECT * FROM monthly_revenue ORDER BY month"):
            print(f"{month:%Y-%m} {gross:>12,} {refunded:>10,} {net:>12,}")


if __name__ == "__main__":
    main()
