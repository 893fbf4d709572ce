require "rails_helper"

RSpec.describe PointExpiryNotifier do
  let(:mailer) { class_double(PointMailer) }
  let(:message) { instance_double(ActionMailer::MessageDelivery, deliver_later: true) }
  let(:member) { create(:member, email_opt_in: true) }

  before do
    allow(mailer).to receive(:expiry_notice).and_return(message)
  end

  it "notifies members whose points expire this month" do
    create(:point_grant, member: member, granted_on: Date.new(2024, 11, 5), points: 300)
    sent = described_class.new(today: Date.new(2025, 11, 1), mailer: mailer).call
    expect(sent).to eq(1)
    expect(mailer).to have_received(:expiry_notice).with(member, anything, deadline: anything)
  end

  it "skips members who opted out" do
    other = create(:member, email_opt_in: false)
    create(:point_grant, member: other, granted_on: Date.new(2024, 11, 5), points: 300)
    sent = described_class.new(today: Date.new(2025, 11, 1), mailer: mailer).call
    expect(sent).to eq(0)
  end

  it "ignores fully used grants" do
    create(:point_grant, member: member, granted_on: Date.new(2024, 11, 5), points: 300, used_points: 300)
    sent = described_class.new(today: Date.new(2025, 11, 1), mailer: mailer).call
    expect(sent).to eq(0)
  end
end
