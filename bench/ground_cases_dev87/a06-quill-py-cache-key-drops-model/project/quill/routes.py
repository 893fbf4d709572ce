from __future__ import annotations

import redis
from flask import Flask, jsonify, request
from openai import OpenAI

from quill.cache import CompletionCache
from quill.llm import LLM
from quill.settings import load_settings

TUTOR_SYSTEM = "You are a patient writing tutor for secondary-school students. Ask one question at a time."
FEEDBACK_SYSTEM = "You give detailed, structured feedback on student essays: strengths, issues, next steps."


def create_app() -> Flask:
    settings = load_settings()
    cache = CompletionCache(redis.Redis.from_url(settings.redis_url)) if settings.cache_enabled else None
    llm = LLM(OpenAI(api_key=settings.openai_api_key or None), cache)
    app = Flask(__name__)

    @app.post("/tutor")
    def tutor():
        body = request.get_json()
        messages = [{"role": "system", "content": TUTOR_SYSTEM}, *body["messages"]]
        return jsonify(reply=llm.complete(settings.tutor_model, messages, user_id=body["student_id"]))

    @app.post("/feedback")
    def feedback():
        body = request.get_json()
        messages = [{"role": "system", "content": FEEDBACK_SYSTEM}, {"role": "user", "content": body["essay"]}]
        return jsonify(reply=llm.complete(settings.feedback_model, messages, user_id=body["student_id"],
                                          max_tokens=1500))

    @app.get("/cache/stats")
    def cache_stats():
        return jsonify(cache.stats() if cache else {"enabled": False})

    return app
