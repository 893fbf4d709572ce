class ProductsController < ApplicationController
  include Pagy::Backend

  def index
    @pagy, @products = pagy(Product.visible.includes(:brand, :tags).order(created_at: :desc))
  end

  def show
    @product = Product.visible.find(params[:id])
  end

  def search
    search = ProductSearch.new(search_params)
    @pagy, @products = pagy(search.sorted, limit: search.per_page)
    @brand_facets = search.brand_facets
    @brands = Brand.where(id: @brand_facets.keys).index_by(&:id)
    render :search
  end

  private

  def search_params
    params.permit(:q, :sort, :per_page, :category_id, :in_stock, :page, brand_ids: [])
  end
end
