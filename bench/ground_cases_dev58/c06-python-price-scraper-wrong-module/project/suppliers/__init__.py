"""每家供应商一个模块, 都提供 CODE_FIELD 和 get_price(code)."""
