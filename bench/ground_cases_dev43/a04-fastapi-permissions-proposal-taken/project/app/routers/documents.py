from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from app.auth import current_user
from app.models import Grant, User
from app.permissions import can_delete, can_edit, can_share, can_view
from app.store import DocumentStore, get_store

router = APIRouter(prefix="/documents", tags=["documents"])


class ShareIn(BaseModel):
    user_id: int
    role: str = "viewer"


def _load(doc_id: int, store: DocumentStore):
    doc = store.get(doc_id)
    if doc is None:
        raise HTTPException(404, "document not found")
    return doc


@router.get("/{doc_id}")
def read(doc_id: int, user: User = Depends(current_user), store: DocumentStore = Depends(get_store)):
    doc = _load(doc_id, store)
    if not can_view(user, doc):
        raise HTTPException(403, "not allowed")
    return doc


@router.post("/{doc_id}/shares", status_code=201)
def share(doc_id: int, body: ShareIn, user: User = Depends(current_user),
          store: DocumentStore = Depends(get_store)):
    doc = _load(doc_id, store)
    if not can_share(user, doc):
        raise HTTPException(403, "not allowed to share")
    if body.role not in ("viewer", "commenter", "editor"):
        raise HTTPException(422, "unknown role")
    doc.grants[body.user_id] = Grant(body.user_id, body.role)
    store.save(doc)
    return {"user_id": body.user_id, "role": body.role}


@router.delete("/{doc_id}", status_code=204)
def delete(doc_id: int, user: User = Depends(current_user), store: DocumentStore = Depends(get_store)):
    doc = _load(doc_id, store)
    if not can_delete(user, doc):
        raise HTTPException(403, "not allowed to delete")
    store.delete(doc_id)


@router.patch("/{doc_id}")
def rename(doc_id: int, title: str, user: User = Depends(current_user),
           store: DocumentStore = Depends(get_store)):
    doc = _load(doc_id, store)
    if not can_edit(user, doc):
        raise HTTPException(403, "not allowed")
    doc.title = title
    store.save(doc)
    return doc
