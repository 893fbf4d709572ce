module Api
  module V2
    class CustomersController < BaseController
      def index
        limit, after = cursor_params
        scope = Customer.order(:id).limit(limit + 1)
        scope = scope.where("id > ?", after) if after
        rows = scope.to_a
        page = rows.first(limit)
        render json: {
          data: page.map { |c| CustomerSerializer.new(c).as_json },
          next_cursor: rows.size > limit ? page.last.id.to_s : nil
        }
      end

      def show
        render json: { data: CustomerSerializer.new(Customer.find(params[:id])).as_json }
      end

      def create
        customer = Customer.create!(customer_params)
        render json: { data: CustomerSerializer.new(customer).as_json }, status: :created
      rescue ActiveRecord::RecordInvalid => e
        render json: { error: { code: "validation_failed", message: e.record.errors.full_messages.to_sentence } },
               status: :unprocessable_entity
      end

      def update
        customer = Customer.find(params[:id])
        customer.update!(customer_params)
        render json: { data: CustomerSerializer.new(customer).as_json }
      end

      def destroy
        Customer.find(params[:id]).destroy!
        head :no_content
      end

      private

      def customer_params
        params.require(:customer).permit(:name, :email, :phone, :locale)
      end
    end
  end
end
