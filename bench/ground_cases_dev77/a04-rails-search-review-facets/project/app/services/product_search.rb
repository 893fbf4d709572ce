# Search + filters + facets for the catalog search page.
class ProductSearch
  SORTS = {
    "relevance" => "products.name ASC",
    "price_asc" => "products.price_cents ASC",
    "price_desc" => "products.price_cents DESC",
    "newest" => "products.created_at DESC"
  }.freeze

  attr_reader :params

  def initialize(params)
    @params = params
  end

  def scope
    @scope ||= begin
      s = Product.visible.includes(:brand, :tags)
      s = s.matching(params[:q]) if params[:q].present?
      s = s.where(brand_id: params[:brand_ids]) if params[:brand_ids].present?
      s = s.where(category_id: params[:category_id]) if params[:category_id].present?
      s = s.in_stock if params[:in_stock] == "1"
      s
    end
  end

  def sorted
    scope.order(params[:sort].presence || SORTS["relevance"])
  end

  # { brand_id => count } for the facet sidebar
  def brand_facets
    Product.visible.group(:brand_id).count
  end

  PER_PAGE_DEFAULT = 24
  PER_PAGE_MAX = 96

  def per_page
    n = params[:per_page].to_i
    n.positive? ? [n, PER_PAGE_MAX].min : PER_PAGE_DEFAULT
  end
end
