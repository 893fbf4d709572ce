"""Settings for the Elm Street Residents' Association newsletter mailer."""
import os

from dotenv import load_dotenv

load_dotenv()

SMTP_HOST = os.environ.get("SMTP_HOST", "smtp.gmail.com")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "587"))
SMTP_USER = os.environ["SMTP_USER"]
SMTP_PASSWORD = os.environ["SMTP_PASSWORD"]

FROM_NAME = "Elm Street News"
SUBJECT_PREFIX = "Elm Street News"
REPLY_TO = "hello@elmstreet.community"

# Where unsubscribe links and the web version point.
BASE_URL = os.environ.get("NEWSLETTER_BASE_URL", "https://elmstreet-news.neocities.org")

SUBSCRIBERS_CSV = os.environ.get("SUBSCRIBERS_CSV", "data/subscribers.csv")
ISSUES_DIR = "issues"

# Printed in every footer (the association's postal address, as the committee agreed).
POSTAL_ADDRESS = "Elm Street Residents' Association, c/o 12 Elm Street, Leeds LS6 2AB"

# Test sends go here first; `python -m mailer.send 43 --test` uses only this address.
TEST_RECIPIENT = os.environ.get("TEST_RECIPIENT", SMTP_USER)

# How long to keep a copy of each rendered issue for the web version.
KEEP_WEB_COPIES = 24
