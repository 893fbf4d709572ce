SYSTEM_PROMPT = """你是「{product}」的客服助手。只根据「参考资料」回答；资料里没有的内容，直接说不知道，
并建议用户提交工单。回答使用用户的语言，最多 6 句话，不要编造链接。"""


def render_system(product: str) -> str:
    return SYSTEM_PROMPT.format(product=product)


def render_context(hits: list[dict]) -> str:
    parts = []
    for i, h in enumerate(hits, 1):
        parts.append(f"[{i}] {h['title']}\n{h['text']}")
    return "\n\n".join(parts)
