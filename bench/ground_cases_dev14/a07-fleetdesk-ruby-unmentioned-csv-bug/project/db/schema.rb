# This file is auto-generated from the current state of the database. Instead
# of editing this file, please use the migrations feature of Active Record to
# incrementally modify your database, and then regenerate this schema definition.

ActiveRecord::Schema[7.2].define(version: 2025_10_28_091500) do
  enable_extension "plpgsql"

  create_table "depots", force: :cascade do |t|
    t.string "code", null: false
    t.string "name", null: false
    t.string "city"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["code"], name: "index_depots_on_code", unique: true
  end

  create_table "maintenance_records", force: :cascade do |t|
    t.bigint "vehicle_id", null: false
    t.bigint "performed_by_id"
    t.string "kind", null: false
    t.date "performed_on", null: false
    t.integer "odometer_km"
    t.integer "cost_cents", default: 0, null: false
    t.text "notes"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["vehicle_id", "performed_on"], name: "index_maintenance_records_on_vehicle_id_and_performed_on"
  end

  create_table "vehicles", force: :cascade do |t|
    t.bigint "depot_id", null: false
    t.bigint "driver_id"
    t.string "plate", null: false
    t.string "vin"
    t.string "make"
    t.string "model"
    t.integer "year"
    t.integer "status", default: 0, null: false
    t.date "next_inspection_on"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.integer "lock_version", default: 0, null: false
    t.string "fuel_card_number"
    t.index ["depot_id"], name: "index_vehicles_on_depot_id"
    t.index ["driver_id"], name: "index_vehicles_on_driver_id"
    t.index ["plate"], name: "index_vehicles_on_plate", unique: true
  end

  add_foreign_key "maintenance_records", "vehicles"
  add_foreign_key "vehicles", "depots"
end
