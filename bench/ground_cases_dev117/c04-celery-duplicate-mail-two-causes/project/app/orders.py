from app.db import Order, OrderItem, session_scope
from app.tasks import send_order_confirmation


def create_order(user_id, email, cart):
    with session_scope() as db:
        order = Order(user_id=user_id, email=email, number=Order.next_number(db))
        for line in cart:
            order.items.append(OrderItem(name=line["name"], quantity=line["qty"], price=line["price"]))
        order.total = sum(i.price * i.quantity for i in order.items)
        db.add(order)
        db.flush()
        order_id = order.id
    send_order_confirmation.delay(order_id)
    return order_id
