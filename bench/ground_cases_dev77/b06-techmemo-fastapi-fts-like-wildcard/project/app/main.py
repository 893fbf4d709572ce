from fastapi import Depends, FastAPI, Query

from app import db
from app.search import search

app = FastAPI(title="techmemo search")
_conn = db.connect()


def get_conn():
    return _conn


@app.get("/search")
def search_memos(
    q: str = Query("", max_length=100),
    limit: int = Query(20, ge=1, le=50),
    conn=Depends(get_conn),
):
    hits = search(conn, q, limit)
    if q.strip():
        conn.execute("INSERT INTO search_logs(q, hits) VALUES (?, ?)", (q.strip(), len(hits)))
        conn.commit()
    return {
        "q": q,
        "hits": [h.__dict__ for h in hits],
    }


@app.get("/search/zero-hits")
def zero_hit_queries(days: int = Query(7, ge=1, le=90), conn=Depends(get_conn)):
    rows = conn.execute(
        """
        SELECT q, COUNT(*) AS n FROM search_logs
        WHERE hits = 0 AND searched_at >= datetime('now', ?)
        GROUP BY q ORDER BY n DESC LIMIT 50
        """,
        (f"-{days} days",),
    ).fetchall()
    return [{"q": r["q"], "count": r["n"]} for r in rows]


@app.get("/healthz")
def healthz():
    return {"ok": True}
