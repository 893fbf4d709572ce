module Api
  module V1
    class CustomersController < BaseController
      def index
        page, per_page = page_params
        customers = Customer.order(:id).offset((page - 1) * per_page).limit(per_page)
        render json: { customers: customers.map { |c| present(c) }, page: page, per_page: per_page }
      end

      def show
        render json: present(Customer.find(params[:id]))
      end

      def create
        customer = Customer.new(customer_params)
        if customer.save
          render json: present(customer), status: :created
        else
          render json: { errors: customer.errors.full_messages }, status: :unprocessable_entity
        end
      end

      def update
        customer = Customer.find(params[:id])
        if customer.update(customer_params)
          render json: present(customer)
        else
          render json: { errors: customer.errors.full_messages }, status: :unprocessable_entity
        end
      end

      private

      def customer_params
        params.require(:customer).permit(:name, :email, :phone)
      end

      def present(customer)
        { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone }
      end
    end
  end
end
