require 'rails_helper'

RSpec.describe DailyReportMailer, type: :mailer do
  let(:row) do
    DailySalesSummary.new(sales_date: Date.new(2025, 11, 2), region_code: 'EC', orders: 4, gross_fen: 12_000)
  end

  it 'sends the daily report to the management list' do
    mail = described_class.daily([row])
    expect(mail.to).to eq(DailyReportMailer::RECIPIENTS)
  end

  it 'renders the total in yuan' do
    mail = described_class.daily([row])
    expect(mail.body.encoded).to include('120.00')
  end

  it 'does not fail on an empty day' do
    mail = described_class.daily([])
    expect(mail.body.encoded).to include('合计')
  end
end
