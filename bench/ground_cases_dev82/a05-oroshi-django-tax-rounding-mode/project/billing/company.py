"""Seller details printed on every invoice."""

COMPANY = {
    "name": "株式会社みなと食品",
    "postal_code": "〒530-0001",
    "address": "大阪府大阪市北区梅田1-2-3",
    "tel": "06-1234-5678",
    # 適格請求書発行事業者 登録番号
    "registration_number": "T8120001234567",
    "bank": "みずほ銀行 梅田支店 普通 1234567",
}
