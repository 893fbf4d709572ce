# 商品検索（キーワード・カテゴリ・並び順）
class ProductSearch
  SORTS = {
    "new" => { created_at: :desc },
    "price_asc" => { price: :asc },
    "price_desc" => { price: :desc },
    "popular" => { sales_count: :desc },
  }.freeze

  attr_reader :params

  def initialize(params)
    @params = params
  end

  def results
    scope = Product.visible
    scope = scope.where(category_id: params[:category_id]) if params[:category_id].present?
    scope = scope.in_stock if params[:in_stock] == "1"
    scope = apply_price_range(scope)
    scope = apply_keyword(scope)
    scope.order(SORTS.fetch(params[:sort], SORTS["new"]))
  end

  def keyword
    params[:q].to_s.strip
  end

  private

  def apply_keyword(scope)
    words = normalize(params[:q]).split(/[[:space:]]+/).reject(&:blank?)
    words.reduce(scope) do |s, w|
      s.where("products.name ILIKE :w OR products.brand ILIKE :w", w: "%#{sanitize(w)}%")
    end
  end

  def apply_price_range(scope)
    min = Integer(params[:min_price], exception: false)
    max = Integer(params[:max_price], exception: false)
    scope = scope.where("products.price >= ?", min) if min
    scope = scope.where("products.price <= ?", max) if max
    scope
  end

  def normalize(text)
    text.unicode_normalize(:nfkc).downcase
  end

  def sanitize(word)
    ActiveRecord::Base.sanitize_sql_like(word)
  end
end
