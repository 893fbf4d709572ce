import os

from flask import Flask, jsonify

app = Flask(__name__)
RELEASE = os.environ.get("RELEASE_SHA", "dev")


@app.get("/healthz")
def healthz():
    return jsonify(status="ok", release=RELEASE)


@app.get("/")
def index():
    return f"<h1>It works</h1><p>release {RELEASE}</p>"
