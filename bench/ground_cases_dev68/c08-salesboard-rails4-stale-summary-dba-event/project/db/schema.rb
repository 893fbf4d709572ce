ActiveRecord::Schema.define(version: 20190412030101) do

  create_table "daily_sales_summaries", force: :cascade, options: "ENGINE=InnoDB DEFAULT CHARSET=utf8mb4" do |t|
    t.date     "sales_date",  null: false
    t.string   "region_code", limit: 8, null: false
    t.integer  "orders",      null: false, default: 0
    t.bigint   "gross_fen",   null: false, default: 0
    t.datetime "built_at"
  end

  add_index "daily_sales_summaries", ["sales_date", "region_code"], unique: true

  create_table "users", force: :cascade do |t|
    t.string   "email",           null: false
    t.string   "password_digest"
    t.boolean  "admin",           default: false
    t.timestamps null: false
  end
end
