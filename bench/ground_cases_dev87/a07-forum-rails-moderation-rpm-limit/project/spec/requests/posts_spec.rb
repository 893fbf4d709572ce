require "rails_helper"

RSpec.describe "Posts", type: :request do
  let(:user) { create(:user) }

  before { sign_in user }

  describe "POST /posts" do
    it "creates a pending post and enqueues moderation" do
      attrs = attributes_for(:post).slice(:title, :body)
      expect {
        post "/posts", params: { post: attrs }
      }.to have_enqueued_job(ModeratePostJob)
      expect(response).to have_http_status(:created)
    end
  end
end
