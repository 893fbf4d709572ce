require "rails_helper"

RSpec.describe NewRecipesQuery do
  let(:reader) { create(:user) }
  let(:author) { create(:user) }

  before { reader.follow!(author) }

  it "returns recipes published by followed authors since the given time" do
    old = create(:recipe, :published, author: author, created_at: 10.days.ago)
    fresh = create(:recipe, :published, author: author, created_at: 2.days.ago)

    result = described_class.new(reader, since: 1.week.ago).call

    expect(result).to contain_exactly(fresh)
    expect(result).not_to include(old)
  end

  it "ignores drafts" do
    create(:recipe, author: author, status: :draft, created_at: 1.day.ago)

    expect(described_class.new(reader, since: 1.week.ago).call).to be_empty
  end

  it "ignores authors the reader does not follow" do
    create(:recipe, :published, author: create(:user), created_at: 1.day.ago)

    expect(described_class.new(reader, since: 1.week.ago).call).to be_empty
  end
end
