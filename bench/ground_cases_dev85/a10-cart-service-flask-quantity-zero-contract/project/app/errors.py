from flask import jsonify

from app.validation import ValidationFailed


def error_body(code: str, message: str, fields: dict | None = None):
    body = {"code": code, "message": message}
    if fields:
        body["fields"] = fields
    return jsonify(body)


def register_error_handlers(app):
    @app.errorhandler(ValidationFailed)
    def validation_failed(e: ValidationFailed):
        return error_body("validation_failed", str(e), e.fields), 422

    @app.errorhandler(404)
    def not_found(_e):
        return error_body("not_found", "no such resource"), 404

    @app.errorhandler(405)
    def method_not_allowed(_e):
        return error_body("method_not_allowed", "method not allowed on this resource"), 405
