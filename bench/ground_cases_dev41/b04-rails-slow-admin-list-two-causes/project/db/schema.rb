# This file is auto-generated from the current state of the database. Instead
# of editing this file, please use the migrations feature of Active Record to
# incrementally modify your database, and then regenerate this schema definition.

ActiveRecord::Schema[7.1].define(version: 2025_10_24_120000) do
  enable_extension "plpgsql"

  create_table "customers", force: :cascade do |t|
    t.string "name", null: false
    t.string "kana"
    t.string "email", null: false
    t.string "phone"
    t.datetime "blocked_at"
    t.string "blocked_reason"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["email"], name: "index_customers_on_email", unique: true
  end

  create_table "items", force: :cascade do |t|
    t.string "name", null: false
    t.string "serial", null: false
    t.integer "daily_price", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["serial"], name: "index_items_on_serial", unique: true
  end

  create_table "payments", force: :cascade do |t|
    t.bigint "reservation_id", null: false
    t.integer "amount", null: false
    t.string "stripe_charge_id"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["reservation_id"], name: "index_payments_on_reservation_id"
  end

  create_table "reservations", force: :cascade do |t|
    t.string "code", null: false
    t.bigint "customer_id", null: false
    t.bigint "item_id", null: false
    t.bigint "store_id", null: false
    t.integer "status", default: 0, null: false
    t.datetime "pickup_at", null: false
    t.datetime "return_at", null: false
    t.datetime "returned_at"
    t.text "staff_note"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["code"], name: "index_reservations_on_code", unique: true
    t.index ["customer_id"], name: "index_reservations_on_customer_id"
    t.index ["item_id"], name: "index_reservations_on_item_id"
  end

  create_table "stores", force: :cascade do |t|
    t.string "name", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end

  add_foreign_key "payments", "reservations"
  add_foreign_key "reservations", "customers"
  add_foreign_key "reservations", "items"
  add_foreign_key "reservations", "stores"
end
