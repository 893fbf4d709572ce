class CustomersController < ApplicationController
  def index
    @customers = policy_scope(User.customers)
                 .order(Arel.sql("last_contacted_at DESC NULLS LAST"), created_at: :desc)
                 .page(params[:page])
                 .per(30)
  end

  def show
    @customer = User.customers.find(params[:id])
    authorize @customer
    @invoices = policy_scope(Invoice).where(customer: @customer).order(issued_on: :desc).limit(20)
  end
end
