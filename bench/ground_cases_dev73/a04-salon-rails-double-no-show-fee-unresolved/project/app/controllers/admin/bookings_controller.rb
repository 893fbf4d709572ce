module Admin
  class BookingsController < Admin::BaseController
    before_action :set_booking, only: %i[show cancel no_show]

    def index
      @bookings = Booking.includes(:client, :stylist).where(starts_at: day_range).order(:starts_at)
    end

    def show; end

    def cancel
      refund = RefundPolicy.new(@booking).refund_cents
      @booking.update!(status: :cancelled, cancelled_at: Time.current, refund_cents: refund)
      redirect_to admin_bookings_path, notice: "Cancelled, refund #{refund / 100.0} EUR"
    end

    # "Mark as no-show" button on the day sheet. Charges right away so reception can tell
    # the client before they call back; the cron job is the safety net.
    def no_show
      @booking.no_show!
      NoShowFee.new(@booking).charge! if @booking.client.card_on_file?
      redirect_to admin_bookings_path, notice: "Marked as no-show"
    rescue NoShowFee::NoCard, Stripe::CardError => e
      redirect_to admin_bookings_path, alert: "Marked as no-show, fee not charged: #{e.message}"
    end

    private

    def set_booking
      @booking = Booking.find(params[:id])
    end

    def day_range
      day = params[:day].present? ? Date.parse(params[:day]) : Date.current
      day.beginning_of_day..day.end_of_day
    end
  end
end
