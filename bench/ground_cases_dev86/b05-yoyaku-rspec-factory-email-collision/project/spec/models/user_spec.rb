require "rails_helper"

RSpec.describe User do
  it "downcases email" do
    user = create(:user, email: "Foo@Example.com")
    expect(user.reload.email).to eq "foo@example.com"
  end

  it "uses the local part when name is blank" do
    user = build(:user, name: "", email: "hanako@example.com")
    expect(user.display_name).to eq "hanako"
  end
end
