require "rails_helper"

RSpec.describe "模拟登录", type: :request do
  let(:support) { create(:user, role: "support") }
  let(:customer) { create(:user, role: "customer", account_manager: support) }

  before { sign_in_as(support) }

  it "客服可以模拟自己负责的客户" do
    post admin_impersonations_path, params: { user_id: customer.id }
    expect(response).to redirect_to(root_path)
    get account_path
    expect(response.body).to include(customer.name)
  end

  it "不能模拟别人负责的客户" do
    other = create(:user, role: "customer")
    post admin_impersonations_path, params: { user_id: other.id }
    expect(response).to have_http_status(:redirect)
    expect(flash[:alert]).to eq("没有权限")
  end

  it "模拟登录时不能注销客户账号" do
    post admin_impersonations_path, params: { user_id: customer.id }
    delete account_path
    expect(customer.reload.deleted_at).to be_nil
  end
end
