from members.accounts.models import User


class UserRepo:
    def __init__(self):
        self.rows: dict[str, User] = {}

    def by_email(self, email):
        return self.rows.get(email)

    def add(self, user):
        self.rows[user.email] = user
        return user
