from fastapi import Depends, FastAPI, Header, Query

from app import db
from app.search import search_notes, suggest_titles

app = FastAPI(title="jotter")


def get_conn():
    with db.connect() as conn:
        db.init(conn)
        yield conn


def current_user(x_user_id: int = Header(...)) -> int:
    return x_user_id


@app.get("/search")
def search(q: str = Query(..., max_length=100), user_id: int = Depends(current_user), conn=Depends(get_conn)):
    return {"items": search_notes(conn, user_id, q)}


@app.get("/suggest")
def suggest(prefix: str = Query(..., max_length=30), user_id: int = Depends(current_user), conn=Depends(get_conn)):
    return {"titles": suggest_titles(conn, user_id, prefix)}


@app.post("/notes", status_code=201)
def create_note(payload: dict, user_id: int = Depends(current_user), conn=Depends(get_conn)):
    note_id = db.add_note(conn, user_id, payload["title"], payload["body"])
    return {"id": note_id}
