import json
import logging

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from bot.llm import get_llm
from bot.settings import settings
from bot.tools import TOOLS_BY_NAME

log = logging.getLogger("shop.agent")

SYSTEM = """你是「好物铺」的售后助手。查询订单、退款进度时必须调用工具，不要猜测。
无法解决的问题调用 create_ticket 转人工。回复给顾客的内容只能是自然语言。"""


def run_agent(history: list, user_text: str) -> str:
    llm = get_llm()
    messages = [SystemMessage(SYSTEM), *history, HumanMessage(user_text)]
    for _ in range(settings.max_tool_rounds):
        msg: AIMessage = llm.invoke(messages)
        messages.append(msg)
        if not msg.tool_calls:
            return msg.content
        for call in msg.tool_calls:
            tool = TOOLS_BY_NAME.get(call["name"])
            if tool is None:
                result = {"error": f"unknown tool {call['name']}"}
            else:
                try:
                    result = tool.invoke(call["args"])
                except Exception as exc:  # tool errors go back to the model
                    log.warning("tool %s failed: %s", call["name"], exc)
                    result = {"error": str(exc)}
            messages.append(ToolMessage(json.dumps(result, ensure_ascii=False), tool_call_id=call["id"]))
    return "抱歉，这个问题我暂时处理不了，已为您转人工客服。"
