module Admin
  class AuditEventsController < BaseController
    PER_PAGE = 25

    def index
      @events = AuditEvent
        .where(account_id: current_account.id)
        .includes(:actor)
        .order(created_at: :desc)
        .page(params[:page])
        .per(PER_PAGE)

      respond_to do |format|
        format.html
        format.json { render json: @events.map { |e| serialize(e) } }
      end
    end

    private

    def serialize(event)
      {
        id: event.id,
        actor: event.actor.email,
        subject: "#{event.subject_type}##{event.subject_id}",
        from: event.from_status,
        to: event.to_status,
        at: event.created_at.iso8601
      }
    end
  end
end
