from fastapi import FastAPI

from app.routes import notes, tags

app = FastAPI()
app.include_router(notes.router)
app.include_router(tags.router)
