require "rails_helper"

RSpec.describe "Sentry configuration" do
  subject(:config) { Sentry.configuration }

  it "does not sample every transaction" do
    expect(config.traces_sample_rate).to be < 1.0
  end

  it "ignores not-found records" do
    expect(config.excluded_exceptions).to include("ActiveRecord::RecordNotFound")
  end
end
