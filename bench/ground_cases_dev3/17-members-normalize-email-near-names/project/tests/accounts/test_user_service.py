from members.accounts.repo import UserRepo
from members.accounts.user_service import find, register


def test_register_then_find_ignores_case_and_spaces():
    repo = UserRepo()
    register(repo, " Ana.Diaz@Example.com", "Ana")
    assert find(repo, "ana.diaz@example.com") is not None
