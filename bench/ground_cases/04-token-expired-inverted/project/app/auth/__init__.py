from .passwords import hash_password, check_password
from .tokens import TokenError, issue_token, verify_token

__all__ = ["hash_password", "check_password", "TokenError", "issue_token", "verify_token"]
