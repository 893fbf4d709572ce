module Admin
  class CustomersController < Admin::BaseController
    PER_PAGE = 50

    def index
      scope = Customer.order(created_at: :desc)
      if params[:q].present?
        q = "%#{Customer.sanitize_sql_like(params[:q])}%"
        scope = scope.where("name LIKE :q OR email LIKE :q", q:)
      end
      @customers = scope.limit(PER_PAGE).offset(page_offset)
    end

    def show
      @customer = Customer.find(params[:id])
      @orders = @customer.orders.order(created_at: :desc).limit(20)
    end

    private

    def page_offset
      [params.fetch(:page, 1).to_i - 1, 0].max * PER_PAGE
    end
  end
end
