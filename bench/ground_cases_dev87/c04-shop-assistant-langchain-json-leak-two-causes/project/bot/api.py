from fastapi import FastAPI
from pydantic import BaseModel

from bot.agent import run_agent

app = FastAPI()
_sessions: dict[str, list] = {}


class ChatIn(BaseModel):
    session_id: str
    text: str


@app.post("/chat")
def chat(body: ChatIn) -> dict:
    history = _sessions.setdefault(body.session_id, [])
    reply = run_agent(history, body.text)
    return {"reply": reply}
