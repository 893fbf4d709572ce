from decimal import Decimal

from app.payments.wechat_client import parse_bill

BILL = """交易时间,公众账号ID,商户号,微信订单号,商户订单号,交易状态,应结订单金额,退款金额,手续费
`2025-11-02 10:01:09,`wx8888,`1900000109,`4200001234,`M20251102001,`SUCCESS,`12.50,`0.00,`0.08
`2025-11-02 11:30:44,`wx8888,`1900000109,`4200001235,`M20251102002,`REFUND,`0.00,`3.00,`0.00
总交易单数,应结订单总金额,退款总金额,手续费总金额
`2,`12.50,`3.00,`0.08"""


def test_parse_bill_reads_rows():
    rows = parse_bill(BILL)
    assert len(rows) == 2
    assert rows[0]["out_trade_no"] == "M20251102001"
    assert rows[0]["amount"] == Decimal("12.50")


def test_parse_bill_fee_and_refund():
    rows = parse_bill(BILL)
    assert rows[0]["fee"] == Decimal("0.08")
    assert rows[1]["refund"] == Decimal("3.00")


def test_parse_bill_strips_backticks():
    rows = parse_bill(BILL)
    assert rows[1]["transaction_id"] == "4200001235"
    assert rows[1]["status"] == "REFUND"
