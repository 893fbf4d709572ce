from bot.tools import TOOLS_BY_NAME


def test_all_tools_registered():
    assert set(TOOLS_BY_NAME) == {"search_orders", "lookup_refund", "create_ticket"}


def test_order_id_accepts_prefixed_ids():
    args = TOOLS_BY_NAME["lookup_refund"].args_schema(order_id="A10023")
    assert args.order_id == "A10023"


def test_order_id_schema_is_string():
    schema = TOOLS_BY_NAME["search_orders"].args_schema.model_json_schema()
    prop = schema["properties"]["order_id"]["anyOf"][0]
    assert prop["type"] == "string"


def test_create_ticket_priority_enum():
    schema = TOOLS_BY_NAME["create_ticket"].args_schema.model_json_schema()
    assert schema["properties"]["priority"]["pattern"] == "^(low|normal|high)$"
