_OFFSET = ord("\u30a1") - ord("\u3041")


def hira_to_kata(text: str) -> str:
    return "".join(chr(ord(c) + _OFFSET) if "\u3041" <= c <= "\u3096" else c for c in text)


def kata_to_hira(text: str) -> str:
    return "".join(chr(ord(c) - _OFFSET) if "\u30a1" <= c <= "\u30f6" else c for c in text)
