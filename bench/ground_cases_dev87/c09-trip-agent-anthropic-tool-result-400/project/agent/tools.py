import os

import httpx

WEATHER_URL = "https://api.weather.example.com/v1/forecast"
SEARCH_URL = "https://search.internal.example.com/api"

TOOL_SCHEMAS = [
    {
        "name": "get_weather",
        "description": "Daily weather forecast for a city for the next days.",
        "input_schema": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name, e.g. 京都"},
                "days": {"type": "integer", "minimum": 1, "maximum": 7},
                "units": {"type": "string", "enum": ["metric", "imperial"], "description": "Default metric"},
            },
            "required": ["city"],
        },
    },
    {
        "name": "web_search",
        "description": "Search the web for travel information (opening hours, tickets, transport).",
        "input_schema": {
            "type": "object",
            "properties": {"query": {"type": "string"}},
            "required": ["query"],
        },
    },
]


def get_weather(city: str, days: int = 3, units: str = "metric") -> str:
    params = {"q": city, "days": days, "units": units, "key": os.environ["WEATHER_KEY"]}
    r = httpx.get(WEATHER_URL, params=params, timeout=10)
    r.raise_for_status()
    return r.text


def web_search(query: str) -> str:
    r = httpx.get(SEARCH_URL, params={"q": query, "n": 8}, timeout=15)
    r.raise_for_status()
    return "\n\n".join(f"{h['title']}\n{h['snippet']}" for h in r.json()["hits"])


TOOLS = {"get_weather": get_weather, "web_search": web_search}
MAX_TOOL_CHARS = 4000


def run_tool(name: str, args: dict) -> str:
    fn = TOOLS.get(name)
    if fn is None:
        return f"error: unknown tool {name}"
    try:
        text = fn(**args)
    except Exception as exc:
        return f"error: {exc}"
    if len(text) > MAX_TOOL_CHARS:
        text = text[:MAX_TOOL_CHARS] + f"\n\n[truncated: showing {MAX_TOOL_CHARS} of {len(text)} characters]"
    return text
