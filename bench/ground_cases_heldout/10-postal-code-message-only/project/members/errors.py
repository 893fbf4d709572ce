class ValidationError(ValueError):
    """入力値の誤り。メッセージはそのまま API のレスポンスに載る。"""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class NotFound(LookupError):
    pass
