from fastapi import Header, HTTPException


def pagination(offset: int = 0, limit: int = 50) -> tuple[int, int]:
    if limit > 200:
        raise HTTPException(status_code=422, detail="limit must be <= 200")
    return offset, limit


def require_api_key(x_api_key: str = Header(...)) -> str:
    if not x_api_key.startswith("lgr_"):
        raise HTTPException(status_code=401, detail="bad api key")
    return x_api_key
