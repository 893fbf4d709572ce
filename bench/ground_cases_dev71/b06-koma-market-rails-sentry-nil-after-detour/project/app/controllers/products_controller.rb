class ProductsController < ApplicationController
  include Pagy::Backend

  def index
    @search = ProductSearch.new(search_params)
    @pagy, @products = pagy(@search.results, items: 40)
  end

  def show
    @product = Product.visible.find(params[:id])
  end

  private

  def search_params
    params.permit(:q, :category_id, :sort, :in_stock, :page, :min_price, :max_price)
  end
end
