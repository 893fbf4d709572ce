# Numbers for the dashboard header and the monthly owner email.
class ProjectStats
  def initialize(scope: Project.all)
    @scope = scope
  end

  def summary
    {
      total: @scope.count,
      archived: @scope.archived.count,
      billable: @scope.billable.count,
      hours_this_month: hours_this_month,
      revenue_cents: revenue_cents
    }
  end

  def hours_this_month
    minutes = TimeEntry.where(project_id: @scope.select(:id))
                       .where(logged_on: Time.zone.today.all_month)
                       .sum(:minutes)
    (minutes / 60.0).round(1)
  end

  def revenue_cents
    @scope.billable.includes(:time_entries).sum(&:revenue_cents)
  end

  def busiest(limit = 5)
    @scope.joins(:time_entries)
          .group("projects.id")
          .order(Arel.sql("SUM(time_entries.minutes) DESC"))
          .limit(limit)
  end
end
