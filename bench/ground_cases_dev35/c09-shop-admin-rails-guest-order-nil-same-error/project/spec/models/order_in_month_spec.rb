# frozen_string_literal: true

require "rails_helper"

RSpec.describe Order, ".in_month" do
  it "returns orders created in that month (Asia/Shanghai)" do
    inside = create(:order, created_at: Time.zone.parse("2025-11-01 00:30:00 +08:00"))
    create(:order, created_at: Time.zone.parse("2025-10-31 23:59:00 +08:00"))
    create(:order, created_at: Time.zone.parse("2025-12-01 00:00:00 +08:00"))
    expect(described_class.in_month("2025-11")).to contain_exactly(inside)
  end
end
