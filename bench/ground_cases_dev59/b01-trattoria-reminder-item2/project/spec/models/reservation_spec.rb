require "rails_helper"

RSpec.describe Reservation do
  let(:table) { Table.create!(name: "4番", capacity: 4) }

  def book(at, status: :confirmed, size: 2)
    Reservation.create!(table: table, starts_at: at, party_size: size, status: status,
                        guest_name: "山田", guest_phone: "090-0000-0000")
  end

  around do |ex|
    travel_to(Time.zone.local(2025, 11, 8, 12, 0)) { ex.run }
  end

  it "同じテーブルの重なる時間帯は予約できない" do
    book(Time.zone.local(2025, 11, 8, 19, 0))
    dup = Reservation.new(table: table, starts_at: Time.zone.local(2025, 11, 8, 20, 0), party_size: 2,
                          guest_name: "佐藤", guest_phone: "090-1111-1111")
    expect(dup).not_to be_valid
  end

  it "前の予約が終わった時刻からなら予約できる" do
    book(Time.zone.local(2025, 11, 8, 17, 0))
    later = Reservation.new(table: table, starts_at: Time.zone.local(2025, 11, 8, 19, 0), party_size: 2,
                            guest_name: "佐藤", guest_phone: "090-1111-1111")
    expect(later).to be_valid
  end

  it "仮予約(pending)とも重複チェックする" do
    book(Time.zone.local(2025, 11, 8, 19, 0), status: :pending)
    dup = Reservation.new(table: table, starts_at: Time.zone.local(2025, 11, 8, 19, 30), party_size: 2,
                          guest_name: "佐藤", guest_phone: "090-1111-1111")
    expect(dup).not_to be_valid
  end

  it "定員を超える人数はエラー" do
    r = Reservation.new(table: table, starts_at: Time.now + 1.day, party_size: 6,
                        guest_name: "鈴木", guest_phone: "090-2222-2222")
    expect(r).not_to be_valid
  end
end
