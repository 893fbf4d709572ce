# Admin > 客户 search box: keyword over name / email / phone, newest first.
class CustomerSearch
  PER_PAGE = 30

  def self.search_by_keyword(keyword, page: 1)
    new.search_by_keyword(keyword, page: page)
  end

  def search_by_keyword(keyword, page: 1)
    scope = User.includes(:orders).recent
    keyword = keyword.to_s.strip
    if keyword.present?
      if keyword.match?(/\A\d{4,11}\z/)
        scope = scope.where("users.phone LIKE ?", "%#{keyword}%")
      else
        q = "%#{User.sanitize_sql_like(keyword)}%"
        scope = scope.where("users.name ILIKE :q OR users.email ILIKE :q", q: q)
      end
    end
    scope.page(page).per(PER_PAGE)
  end

  def vip_only(scope)
    scope.vip
  end
end
