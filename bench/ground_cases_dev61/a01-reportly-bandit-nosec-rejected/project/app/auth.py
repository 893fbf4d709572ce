"""Token endpoint for the dashboard (OAuth2 password grant against the ops IdP)."""
from __future__ import annotations

import os

import requests
from flask import Blueprint, jsonify, request

bp = Blueprint("auth", __name__, url_prefix="/auth")

IDP_TOKEN_URL = os.environ.get("IDP_TOKEN_URL", "https://idp.internal/oauth2/token")
GRANT_PASSWORD = "password"  # nosec B105 - OAuth2 grant type name
GRANT_REFRESH = "refresh_token"


@bp.post("/token")
def token():
    form = request.get_json(force=True) or {}
    grant = form.get("grant_type", GRANT_PASSWORD)
    if grant not in (GRANT_PASSWORD, GRANT_REFRESH):
        return jsonify(error="unsupported_grant_type"), 400
    data = {"grant_type": grant, "client_id": os.environ.get("IDP_CLIENT_ID", "reportly")}
    if grant == GRANT_PASSWORD:
        data.update(username=form.get("username", ""), password=form.get("password", ""))
    else:
        data["refresh_token"] = form.get("refresh_token", "")
    resp = requests.post(IDP_TOKEN_URL, data=data, timeout=10)
    if resp.status_code != 200:
        return jsonify(error="invalid_grant"), 401
    body = resp.json()
    return jsonify(access_token=body["access_token"], expires_in=body.get("expires_in", 3600))
