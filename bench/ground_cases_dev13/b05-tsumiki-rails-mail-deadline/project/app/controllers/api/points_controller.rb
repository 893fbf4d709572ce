module Api
  class PointsController < ApplicationController
    before_action :authenticate_member!

    PER_PAGE = 20

    # GET /api/points — the signed-in member's point history, newest first.
    def index
      grants = current_member.point_grants.includes(:campaign).recent_first
                             .offset(page_offset).limit(PER_PAGE)
      render json: {
        balance: current_member.point_balance,
        page: current_page,
        grants: grants.map { |grant| serialize(grant) },
      }
    end

    private

    def serialize(grant)
      {
        id: grant.id,
        points: grant.points,
        remaining: grant.remaining,
        granted_on: grant.granted_on.iso8601,
        expires_on: grant.expires_on.iso8601,
        campaign: grant.campaign&.name,
        source: grant.source_label,
      }
    end

    def current_page
      [params.fetch(:page, 1).to_i, 1].max
    end

    def page_offset
      (current_page - 1) * PER_PAGE
    end
  end
end
