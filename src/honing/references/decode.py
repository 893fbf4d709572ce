"""Bytes to text, the same way for a prompt file and for an ``@file`` reference: UTF-8
(a UTF-8 byte-order mark dropped), or UTF-16 / UTF-32 when the file starts with their
byte-order mark, as Windows PowerShell 5 writes ``>`` redirections; never binary."""

from __future__ import annotations

from honing.surrogates import bom_encoding


class NotText(ValueError):
    """The bytes are not text; the message completes a sentence that starts with the
    name of the input ("notes.txt is not UTF-8 text …")."""


def decode(raw: bytes) -> str:
    """The text of ``raw``; raises :class:`NotText` saying why it is not text."""
    encoding = bom_encoding(raw)
    if encoding is not None:
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError as exc:
            raise NotText(f"starts with a {encoding.upper()} byte-order mark but is not {encoding.upper()} text "
                          f"(at byte {exc.start}); convert it to UTF-8") from None
        if "\x00" in text:
            raise NotText("looks binary (it contains NUL characters); give a text file")
        return text
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise NotText(f"is not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start}); "
                      f"convert it to UTF-8") from None
    if "\x00" in text:
        raise NotText("looks binary (it contains NUL bytes); give a text file")
    return text
