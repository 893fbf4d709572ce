package com.example.payments.refund

enum class RefundReason(val label: String) {
    CUSTOMER_REQUEST("お客様都合"),
    DEFECTIVE("不良品"),
    WRONG_ITEM("誤配送"),
    OUT_OF_STOCK("在庫切れ"),
    DUPLICATE("二重決済"),
}
