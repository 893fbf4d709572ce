from app.models import Document, Grant, User
from app.permissions import can_comment, can_edit, can_share, can_view

ALICE = User(1, "alice@a.test", org_id=10)
BOB = User(2, "bob@a.test", org_id=10)
ADMIN = User(3, "root@a.test", org_id=10, role="admin")


def doc(**grants: str) -> Document:
    d = Document(id=1, org_id=10, owner_id=ALICE.id, title="Plan")
    for uid, role in grants.items():
        d.grants[int(uid.removeprefix("u"))] = Grant(int(uid.removeprefix("u")), role)
    return d


def test_owner_can_do_everything():
    d = doc()
    assert can_view(ALICE, d) and can_edit(ALICE, d) and can_share(ALICE, d)


def test_viewer_cannot_edit():
    d = doc(u2="viewer")
    assert can_view(BOB, d)
    assert not can_edit(BOB, d)


def test_commenter_can_comment():
    assert can_comment(BOB, doc(u2="commenter"))


def test_editor_can_share():
    assert can_share(BOB, doc(u2="editor"))


def test_commenter_cannot_share():
    assert not can_share(BOB, doc(u2="commenter"))


def test_org_admin_can_share():
    assert can_share(ADMIN, doc())
