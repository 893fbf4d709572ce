require "csv"

class ReportsController < ApplicationController
  def index
    @busiest = ProjectStats.new.busiest
  end

  def hours
    month = params[:month].presence && Date.strptime(params[:month], "%Y-%m")
    month ||= Time.zone.today.beginning_of_month
    @rows = TimeEntry.joins(project: :client)
                     .where(logged_on: month.all_month)
                     .group("clients.name", "projects.name")
                     .sum(:minutes)
    @month = month

    respond_to do |format|
      format.html
      format.csv do
        send_data hours_csv(@rows), filename: "hours-#{month.strftime('%Y-%m')}.csv", type: "text/csv"
      end
    end
  end

  private

  def hours_csv(rows)
    CSV.generate(headers: true) do |csv|
      csv << %w[Customer Project Hours]
      rows.sort.each do |(client, project), minutes|
        csv << [client, project, minutes_to_hours(minutes)]
      end
    end
  end

  def minutes_to_hours(minutes)
    (minutes / 60.0).round(2)
  end

  def month_param
    params.fetch(:month, Time.zone.today.strftime("%Y-%m"))
  end

  def month_label(month)
    month.strftime("%B %Y")
  end

  def require_owner!
    head :forbidden unless current_user&.owner?
  end
end
