from agent.tools import TOOL_SCHEMAS, run_tool


def test_unknown_tool():
    assert run_tool("nope", {}).startswith("error: unknown tool")


def test_schemas_have_required():
    for schema in TOOL_SCHEMAS:
        assert "required" in schema["input_schema"]
