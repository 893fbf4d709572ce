# frozen_string_literal: true

require "rails_helper"

RSpec.describe ClockInService do
  let(:user) { create(:user) }
  let(:now) { Time.zone.local(2025, 6, 10, 14, 0) }

  before { travel_to(now) }

  it "creates an attendance for today" do
    result = described_class.new(user: user, now: now).call

    expect(result.status).to eq(:created)
    expect(result.attendance.work_date).to eq(Date.new(2025, 6, 10))
  end

  it "returns the existing attendance on a second clock-in" do
    first = described_class.new(user: user, now: now).call
    second = described_class.new(user: user, now: now + 3.seconds).call

    expect(second.status).to eq(:already_clocked_in)
    expect(second.attendance).to eq(first.attendance)
  end

  it "returns the existing attendance when the insert loses a race" do
    existing = create(:attendance, user: user, work_date: now.to_date, clock_in_at: now)
    # 事前チェックの find_by だけすり抜けさせて create! をユニーク制約に当てる
    allow(Attendance).to receive(:find_by).and_return(nil, existing)

    result = described_class.new(user: user, now: now).call

    expect(result.status).to eq(:already_clocked_in)
    expect(result.attendance).to eq(existing)
  end
end
