class BillingController < ApplicationController
  before_action :require_login
  before_action :load_account

  def show
    @plans = Plan.public_plans
  end

  def preview
    plan = Plan.find_by!(code: params[:plan])
    proration = Billing::Proration.new(@account, plan)
    render json: {
      amount_cents: proration.amount,
      days_left: proration.days_left,
      description: proration.description
    }
  end

  def change_plan
    plan = Plan.find_by!(code: params[:plan])
    proration = Billing::Proration.new(@account, plan)
    Account.transaction do
      @account.invoices.create!(amount_cents: proration.amount, memo: proration.description) unless proration.amount.zero?
      @account.update!(plan: plan)
    end
    redirect_to billing_path, notice: "已切换到 #{plan.name}"
  end

  private

  def load_account
    @account = current_user.account
  end
end
