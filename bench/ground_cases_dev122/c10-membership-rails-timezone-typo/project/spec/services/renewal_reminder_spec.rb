require "rails_helper"

RSpec.describe RenewalReminder do
  let(:mailer) { class_double(MemberMailer) }
  let(:mail) { instance_double(ActionMailer::MessageDelivery, deliver_later: true) }
  let(:today) { Date.new(2026, 11, 10) }

  before { allow(mailer).to receive(:renewal_reminder).and_return(mail) }

  it "mails members whose subscription ends in seven days" do
    sub = create(:subscription, state: "active", ends_at: Time.zone.local(2026, 11, 17, 18))
    create(:subscription, state: "active", ends_at: Time.zone.local(2026, 11, 13, 18))

    expect(described_class.new(mailer: mailer).call(today: today)).to eq(1)
    expect(mailer).to have_received(:renewal_reminder).with(sub.member, sub)
  end

  it "mails members whose subscription ends tomorrow" do
    sub = create(:subscription, state: "active", ends_at: Time.zone.local(2026, 11, 11, 9))

    expect(described_class.new(mailer: mailer).call(today: today)).to eq(1)
    expect(mailer).to have_received(:renewal_reminder).with(sub.member, sub)
  end

  it "skips cancelled subscriptions" do
    create(:subscription, state: "cancelled", ends_at: Time.zone.local(2026, 11, 11, 9))

    expect(described_class.new(mailer: mailer).call(today: today)).to eq(0)
  end
end
