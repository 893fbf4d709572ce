import logging

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from app.config import settings

log = logging.getLogger(__name__)
_registered = False


def register_cjk_font() -> str:
    """Register the CJK font once; fall back to Helvetica when the file is missing."""
    global _registered
    if _registered:
        return settings.cjk_font_name
    try:
        pdfmetrics.registerFont(TTFont(settings.cjk_font_name, settings.cjk_font_path, subfontIndex=2))
    except Exception as exc:  # noqa: BLE001
        log.warning("CJK font not available (%s), using Helvetica", exc)
        return "Helvetica"
    _registered = True
    return settings.cjk_font_name
