ActiveRecord::Schema[7.1].define(version: 2025_02_20_000000) do
  create_table "invoices" do |t|
    t.bigint "customer_id", null: false
    t.date "issued_on", null: false
  end

  create_table "line_items" do |t|
    t.bigint "invoice_id"
    t.bigint "receipt_id"
    t.integer "unit_price", null: false
    t.integer "quantity", null: false
  end
end
