from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.models import User


class EmailTaken(Exception):
    pass


def find_by_email(session: Session, email: str) -> User | None:
    return session.scalar(select(User).where(func.lower(User.email) == email.strip().lower()))


def register(session: Session, email: str, name: str) -> User:
    email = email.strip()
    if find_by_email(session, email) is not None:
        raise EmailTaken(email)
    user = User(email=email, name=name)
    session.add(user)
    try:
        session.flush()
    except IntegrityError as e:
        session.rollback()
        raise EmailTaken(email) from e
    return user


def rename(session: Session, user_id: int, name: str) -> User:
    user = session.get(User, user_id)
    if user is None:
        raise LookupError(user_id)
    user.name = name
    session.flush()
    return user
