ActiveRecord::Schema[7.2].define(version: 2025_11_10_021500) do
  enable_extension "plpgsql"

  create_table "carts", force: :cascade do |t|
    t.bigint "user_id", null: false
    t.string "coupon_code"
    t.integer "discount", default: 0, null: false
    t.datetime "checked_out_at"
    t.timestamps
    t.index ["user_id"], name: "index_carts_on_user_id"
  end

  create_table "coupon_redemptions", force: :cascade do |t|
    t.bigint "coupon_id", null: false
    t.bigint "user_id", null: false
    t.bigint "order_id"
    t.timestamps
    t.index ["coupon_id"], name: "index_coupon_redemptions_on_coupon_id"
  end

  create_table "coupons", force: :cascade do |t|
    t.string "code", null: false
    t.integer "kind", default: 0, null: false
    t.integer "amount", null: false
    t.integer "min_subtotal", default: 0, null: false
    t.integer "max_redemptions", default: 1000, null: false
    t.datetime "expires_at"
    t.timestamps
    t.index ["code"], name: "index_coupons_on_code", unique: true
  end
end
