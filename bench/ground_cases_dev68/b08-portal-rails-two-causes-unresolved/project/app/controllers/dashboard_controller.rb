class DashboardController < ApplicationController
  def show
    @notices = Notice.visible_for(current_company).order(published_at: :desc).limit(10)
    @orders = current_company.orders.recent.limit(20)
  end
end
