import sqlite3
import os

from fastapi import FastAPI
from strawberry.fastapi import GraphQLRouter

from app import db
from app.loaders import make_loaders
from app.schema import schema

db.set_connection(sqlite3.connect(os.environ.get("MALL_DB", "mall.db"), check_same_thread=False))


async def get_context() -> dict:
    return make_loaders()


graphql_app = GraphQLRouter(schema, context_getter=get_context)

app = FastAPI(title="mall-graphql")
app.include_router(graphql_app, prefix="/graphql")
