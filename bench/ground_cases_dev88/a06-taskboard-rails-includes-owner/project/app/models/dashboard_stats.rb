class DashboardStats
  def initialize(account)
    @account = account
  end

  def open_tasks
    tasks.open.count
  end

  def overdue_tasks
    tasks.open.where("due_on < ?", Date.current).count
  end

  def completed_this_week
    tasks.where(completed_at: Time.current.beginning_of_week..).count
  end

  def active_members
    @account.users.where("last_seen_at > ?", 7.days.ago).count
  end

  private

  def tasks
    Task.joins(:project).where(projects: { account_id: @account.id })
  end
end
