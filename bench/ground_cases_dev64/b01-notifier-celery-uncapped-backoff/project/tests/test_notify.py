import smtplib

import pytest

from app.tasks import notify


class FakeUser:
    id = 7
    email = "a@example.jp"
    name = "A"
    digest_opt_in = True


@pytest.fixture
def no_db(mocker):
    scope = mocker.patch.object(notify, "session_scope")
    db = scope.return_value.__enter__.return_value
    db.get.return_value = FakeUser()
    mocker.patch.object(notify, "top_articles", return_value=[])
    mocker.patch.object(notify.render, "digest_html", return_value="<p>hi</p>")
    return db


def test_digest_sends_once(no_db, mocker):
    send = mocker.patch.object(notify.mailer, "send", return_value="<id@example.jp>")
    assert notify.send_digest_email.run(7, "2025-11-03") == "<id@example.jp>"
    send.assert_called_once()


def test_digest_retries_on_smtp_error(no_db, mocker):
    mocker.patch.object(notify.mailer, "send", side_effect=smtplib.SMTPServerDisconnected("bye"))
    retry = mocker.patch.object(notify.send_digest_email, "retry", side_effect=RuntimeError("retry"))
    with pytest.raises(RuntimeError):
        notify.send_digest_email.run(7, "2025-11-03")
    assert retry.call_args.kwargs["countdown"] == 30
