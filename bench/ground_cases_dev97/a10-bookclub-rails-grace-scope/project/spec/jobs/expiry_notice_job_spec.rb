require "rails_helper"

RSpec.describe ExpiryNoticeJob do
  let(:today) { Date.new(2025, 11, 10) }
  let(:member) { create(:member) }

  around { |ex| travel_to(today) { ex.run } }

  it "notifies memberships that ended yesterday" do
    create(:membership, member: member, starts_on: today - 1.year, ends_on: today - 1)

    expect { described_class.perform_now(today) }
      .to have_enqueued_mail(MembershipMailer, :expired)
  end

  it "does not notify twice" do
    create(:membership, member: member, starts_on: today - 1.year, ends_on: today - 1,
                        expiry_notified_at: 1.hour.ago)

    expect { described_class.perform_now(today) }
      .not_to have_enqueued_mail(MembershipMailer, :expired)
  end

  it "skips members who already renewed" do
    old = create(:membership, member: member, starts_on: today - 1.year, ends_on: today - 1)
    Membership.renew!(old)

    expect { described_class.perform_now(today) }
      .not_to have_enqueued_mail(MembershipMailer, :expired)
  end

  it "ignores memberships that ended on other days" do
    create(:membership, member: member, starts_on: today - 1.year, ends_on: today - 3)

    expect { described_class.perform_now(today) }
      .not_to have_enqueued_mail(MembershipMailer, :expired)
  end
end
