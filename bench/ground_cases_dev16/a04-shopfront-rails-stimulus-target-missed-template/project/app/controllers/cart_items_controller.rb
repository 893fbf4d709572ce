class CartItemsController < ApplicationController
  before_action :load_cart

  def create
    product = Product.find(params[:product_id])
    item = @cart.add(product, variant_id: params[:variant_id], quantity: params[:quantity].to_i)
    if item.persisted?
      redirect_to cart_path, notice: "#{product.name} added to your cart."
    else
      redirect_to product_path(product), alert: item.errors.full_messages.to_sentence
    end
  end

  def update
    item = @cart.items.find(params[:id])
    if item.update(quantity: params.require(:cart_item)[:quantity])
      render turbo_stream: turbo_stream.update("cart_summary", partial: "cart/summary", locals: { cart: @cart })
    else
      head :unprocessable_entity
    end
  end

  def destroy
    item = @cart.items.find(params[:id])
    item.destroy!
    redirect_to cart_path, status: :see_other
  end

  private

  def load_cart
    @cart = Cart.for_session(session)
  end
end
