from django.apps import AppConfig


class OrdersConfig(AppConfig):
    name = "orders"
    verbose_name = "订单"

    def ready(self) -> None:
        from orders import signals  # noqa: F401  (connects the receivers)
