import time

from app.db import connect


def send_reminders() -> None:
    with connect() as conn:
        conn.execute("UPDATE reservations SET reminded = true WHERE day = current_date + 1 AND NOT reminded")


if __name__ == "__main__":
    while True:
        send_reminders()
        time.sleep(600)
