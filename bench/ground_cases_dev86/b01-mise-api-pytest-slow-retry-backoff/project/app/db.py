from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker


class Base(DeclarativeBase):
    pass


def make_engine(url: str = "sqlite:///./mise.db"):
    return create_engine(url, future=True)


SessionLocal = sessionmaker(bind=make_engine(), expire_on_commit=False)
