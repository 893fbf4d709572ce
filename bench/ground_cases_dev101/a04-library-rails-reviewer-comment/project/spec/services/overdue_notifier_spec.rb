require "rails_helper"

RSpec.describe OverdueNotifier do
  let(:mailer) { class_double(LoanMailer, overdue_reminder: double(deliver_later: true)) }
  subject(:notifier) { described_class.new(mailer: mailer) }

  it "emails a loan that was never reminded" do
    create(:loan, due_on: 5.days.ago.to_date)
    expect(notifier.call).to eq(1)
  end

  it "waits three days between reminders" do
    create(:loan, due_on: 10.days.ago.to_date, last_reminded_on: 2.days.ago.to_date)
    expect(notifier.call).to eq(0)
  end

  it "reminds again after three days" do
    create(:loan, due_on: 10.days.ago.to_date, last_reminded_on: 3.days.ago.to_date)
    expect(notifier.call).to eq(1)
  end

  it "records when it reminded" do
    loan = create(:loan, due_on: 5.days.ago.to_date)
    notifier.call
    expect(loan.reload.last_reminded_on).to eq(Date.current)
  end

  it "ignores returned loans" do
    create(:loan, due_on: 5.days.ago.to_date, returned_at: 1.day.ago)
    expect(notifier.call).to eq(0)
  end
end
