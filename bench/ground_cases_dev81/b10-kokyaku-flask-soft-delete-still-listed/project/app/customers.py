from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from app.models import Customer, utcnow


class DuplicateEmail(Exception):
    pass


def list_customers(session: Session, q: str | None = None, page: int = 1, per_page: int = 50) -> list[Customer]:
    stmt = select(Customer).order_by(Customer.created_at.desc(), Customer.id.desc())
    if q:
        like = f"%{q}%"
        stmt = stmt.where(or_(Customer.name.ilike(like), Customer.email.ilike(like)))
    stmt = stmt.limit(per_page).offset((page - 1) * per_page)
    return list(session.scalars(stmt))


def get_customer(session: Session, customer_id: int) -> Customer | None:
    customer = session.get(Customer, customer_id)
    if customer is None or customer.is_deleted:
        return None
    return customer


def find_by_email(session: Session, email: str) -> Customer | None:
    return session.scalar(select(Customer).where(func.lower(Customer.email) == email.strip().lower()))


def create_customer(session: Session, name: str, email: str, phone: str | None = None) -> Customer:
    if find_by_email(session, email) is not None:
        raise DuplicateEmail(email)
    customer = Customer(name=name.strip(), email=email.strip(), phone=phone)
    session.add(customer)
    session.commit()
    return customer


def delete_customer(session: Session, customer_id: int) -> bool:
    customer = get_customer(session, customer_id)
    if customer is None:
        return False
    customer.deleted_at = utcnow()
    session.commit()
    return True
