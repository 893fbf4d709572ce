module Api
  module V1
    class InvoicesController < BaseController
      include Pagy::Backend

      def index
        scope = current_account.invoices.includes(:customer).recent
        scope = scope.where(status: params[:status]) if params[:status].present?
        pagy, invoices = pagy(scope, limit: per_page)
        response.set_header("X-Total-Count", pagy.count.to_s)
        render json: invoices.map { |inv| serialize(inv) }
      end

      def show
        invoice = current_account.invoices.find(params[:id])
        render json: serialize(invoice)
      end

      def export
        rows = current_account.invoices.includes(:customer, :line_items).recent.map(&:as_csv_row)
        send_data CsvExport.generate(Invoice::CSV_HEADER, rows), filename: "invoices-#{Date.current}.csv"
      end

      private

      def per_page
        params.fetch(:per_page, 25).to_i.clamp(1, 100)
      end

      def serialize(invoice)
        {
          id: invoice.id,
          number: invoice.number,
          customer: invoice.customer.name,
          status: invoice.status,
          total_cents: invoice.total_cents,
          currency: invoice.currency,
          issued_on: invoice.issued_on,
          due_on: invoice.due_on
        }
      end
    end
  end
end
