module Seller
  class ProductsController < Seller::BaseController
    def index
      @products = current_seller.products
                                .in_order_of(:status, %w[published draft suspended])
                                .order(updated_at: :desc)
    end

    def edit
      @product = current_seller.products.find(params[:id])
    end

    def update
      @product = current_seller.products.find(params[:id])
      if @product.update(product_params)
        redirect_to seller_products_path, notice: "商品を更新しました"
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def suspend
      @product = current_seller.products.find(params[:id])
      @product.suspended!
      redirect_to seller_products_path, notice: "販売を停止しました"
    end

    private

    def product_params
      params.require(:product).permit(:name, :brand, :price, :stock, :category_id, :status)
    end
  end
end
