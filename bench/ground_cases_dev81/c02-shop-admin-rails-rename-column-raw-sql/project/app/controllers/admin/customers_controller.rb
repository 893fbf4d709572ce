module Admin
  class CustomersController < BaseController
    before_action :set_customer, only: %i[show update]

    def index
      customers = CustomerSearch.search_by_keyword(params[:q], page: params[:page])
      render json: customers, each_serializer: CustomerSerializer, meta: { total: customers.total_count }
    end

    def show
      render json: @customer, serializer: CustomerSerializer
    end

    def update
      if @customer.update(customer_params)
        render json: @customer, serializer: CustomerSerializer
      else
        render json: { errors: @customer.errors.full_messages }, status: :unprocessable_entity
      end
    end

    private

    def set_customer
      @customer = User.find(params[:id])
    end

    def customer_params
      params.require(:customer).permit(:name, :email, :phone, :vip)
    end
  end
end
