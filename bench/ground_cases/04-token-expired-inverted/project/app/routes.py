from fastapi import Depends, FastAPI, Header, HTTPException

from app import db
from app.auth import TokenError, check_password, issue_token, verify_token

app = FastAPI(title="notes-api")


def current_user(authorization: str = Header(default="")) -> str:
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise HTTPException(401, "missing bearer token")
    try:
        return verify_token(token)["sub"]
    except TokenError as exc:
        raise HTTPException(401, str(exc)) from None


@app.post("/login")
def login(body: dict) -> dict:
    user = db.find_user(body.get("username", ""))
    if user is None or not check_password(body.get("password", ""), user["password"]):
        raise HTTPException(401, "invalid credentials")
    return {"access_token": issue_token(user["id"], ["notes:rw"]), "token_type": "bearer"}


@app.get("/notes")
def list_notes(user_id: str = Depends(current_user)) -> list[dict]:
    return db.notes_for(user_id)
