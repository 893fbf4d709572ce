import logging

import anthropic

from agent.prompts import SYSTEM
from agent.tools import TOOL_SCHEMAS, run_tool

log = logging.getLogger("trip.agent")
client = anthropic.Anthropic()
MODEL = "claude-3-5-sonnet-20241022"


def run_agent(messages: list[dict], max_steps: int = 8) -> str:
    """Run the tool loop until the model answers without tool calls, at most ``max_steps`` model calls."""
    for step in range(max_steps):
        resp = client.messages.create(
            model=MODEL,
            max_tokens=2048,
            system=SYSTEM,
            tools=TOOL_SCHEMAS,
            messages=messages,
        )
        log.info("usage in=%s out=%s stop=%s", resp.usage.input_tokens, resp.usage.output_tokens, resp.stop_reason)
        messages.append({"role": "assistant", "content": resp.content})
        if resp.stop_reason != "tool_use":
            return "".join(b.text for b in resp.content if b.type == "text")
        for block in resp.content:
            if block.type != "tool_use":
                continue
            output = run_tool(block.name, block.input)
            result_block = {"type": "tool_result", "tool_use_id": block.id, "content": output}
            messages.append({"role": "user", "content": [result_block]})
    log.warning("agent stopped after %d steps", max_steps)
    return "这个问题需要查的信息太多了，我先停在这里。可以把问题拆小一点再问我。"
