from app.models import User


def test_profile_shows(logged_in):
    assert logged_in.get("/profile/").status_code == 200


def test_update_locale(logged_in, app):
    logged_in.post("/profile/", data={"name": "Mira", "locale": "fr", "timezone": "Europe/Paris"})
    assert User.query.first().locale == "fr"


def test_unsupported_locale_rejected(logged_in, app):
    logged_in.post("/profile/", data={"name": "Mira", "locale": "xx", "timezone": "UTC"})
    assert User.query.first().locale == "de"


def test_unknown_timezone_rejected(logged_in, app):
    logged_in.post("/profile/", data={"name": "Mira", "locale": "de", "timezone": "Mars/Olympus_Mons"})
    assert User.query.first().timezone == "Europe/Berlin"


def test_half_hour_timezone_saved(logged_in, app):
    logged_in.post("/profile/", data={"name": "Mira", "locale": "hi", "timezone": "Asia/Kolkata"})
    assert User.query.first().timezone == "Asia/Kolkata"
