from quill.routes import create_app

__all__ = ["create_app"]
