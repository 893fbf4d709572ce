ActiveRecord::Schema[7.2].define(version: 2025_10_02_091500) do
  create_table "payouts", force: :cascade do |t|
    t.string "stripe_id", null: false
    t.integer "amount_cents", null: false
    t.string "currency", null: false
    t.date "arrival_date"
    t.string "status"
    t.jsonb "raw"
    t.timestamps
  end

  create_table "refunds", force: :cascade do |t|
    t.string "stripe_id", null: false
    t.string "charge_id", null: false
    t.integer "amount_cents", null: false
    t.string "currency", null: false
    t.string "reason"
    t.jsonb "raw"
    t.timestamps
  end

  create_table "ledger_entries", force: :cascade do |t|
    t.string "kind", null: false
    t.string "source_id", null: false
    t.string "reference"
    t.integer "amount_cents", null: false
    t.string "currency", null: false
    t.date "booked_on", null: false
    t.string "account", null: false
    t.timestamps
    t.index ["kind", "source_id"], unique: true
  end

  create_table "stripe_cursors", force: :cascade do |t|
    t.string "stream", null: false
    t.datetime "since", null: false
    t.string "last_id"
    t.timestamps
    t.index ["stream"], unique: true
  end
end
