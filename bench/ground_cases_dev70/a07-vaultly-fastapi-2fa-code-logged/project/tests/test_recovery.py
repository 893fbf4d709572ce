from app.auth import recovery
from app.models import User


class FakeDB:
    def commit(self):
        pass


def test_generated_codes_work():
    user = User(email="a@example.com", password_hash="x")
    codes = recovery.generate(FakeDB(), user)
    assert len(codes) == 10
    assert recovery.use_recovery_code(FakeDB(), user, codes[0])


def test_recovery_code_single_use():
    user = User(email="a@example.com", password_hash="x")
    codes = recovery.generate(FakeDB(), user)
    assert recovery.use_recovery_code(FakeDB(), user, codes[3])
    assert not recovery.use_recovery_code(FakeDB(), user, codes[3])
    assert len(user.recovery_code_hashes) == 9


def test_unknown_code_rejected():
    user = User(email="a@example.com", password_hash="x")
    recovery.generate(FakeDB(), user)
    assert not recovery.use_recovery_code(FakeDB(), user, "000000-000000")
