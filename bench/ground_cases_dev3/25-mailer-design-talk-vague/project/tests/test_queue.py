from mailer.queue import pending_mail


def test_pending_mail_drops_none():
    assert pending_mail([1, None, 2]) == [1, 2]
