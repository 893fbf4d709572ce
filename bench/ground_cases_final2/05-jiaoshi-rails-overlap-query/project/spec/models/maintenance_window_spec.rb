require "rails_helper"

RSpec.describe MaintenanceWindow do
  it "finds windows that overlap a range" do
    room = create(:room)
    day = Time.zone.parse("2025-06-10")
    MaintenanceWindow.create!(room: room, starts_at: day + 9.hours, ends_at: day + 11.hours)
    expect(room.maintenance_windows.overlapping(day + 10.hours, day + 12.hours).count).to eq 1
  end
end
